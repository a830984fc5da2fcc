#!/usr/bin/env python3
"""Finds runs of N words (9 by default) that a lesson shares with the source material.

usage: check.py SEEDS_DIR PATH... [--words N]

Words are compared lower-cased, letters and digits only, so punctuation and Markdown
marks do not hide a copied sentence. Each hit is printed as file:line with the run.
Runs of figures only, and the runs listed in allowed.txt beside this script (API
signatures and attributed quotations, each with the reason it may stay), are not hits.
Exit status 1 when anything else is shared.
"""
import os
import re
import sys

WORD = re.compile(r"[\w']+", re.UNICODE)


def words_with_lines(text):
    for number, line in enumerate(text.splitlines(), start=1):
        for match in WORD.finditer(line):
            yield match.group(0).lower().strip("'"), number


def runs(words, size):
    for start in range(len(words) - size + 1):
        yield tuple(words[start:start + size]), start


def seed_runs(folder, size):
    found = set()
    for name in sorted(os.listdir(folder)):
        with open(os.path.join(folder, name), encoding="utf-8", errors="replace") as handle:
            words = [word for word, _ in words_with_lines(handle.read())]
        found.update(run for run, _ in runs(words, size))
    return found


def allowed_runs():
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "allowed.txt")
    if not os.path.exists(path):
        return []
    with open(path, encoding="utf-8") as handle:
        lines = [line.split("#", 1)[0].strip() for line in handle]
    return [tuple(word for word, _ in words_with_lines(line)) for line in lines if line]


def is_allowed(run, allowed):
    if all(word.isdigit() for word in run):
        return True
    text = " ".join(run)
    return any(text in " ".join(phrase) for phrase in allowed)


def lesson_files(paths):
    for path in paths:
        if os.path.isdir(path):
            for root, _, names in os.walk(path):
                for name in sorted(names):
                    if name.endswith(".md"):
                        yield os.path.join(root, name)
        else:
            yield path


def main(argv):
    size = 9
    if "--words" in argv:
        index = argv.index("--words")
        size = int(argv[index + 1])
        del argv[index:index + 2]
    if len(argv) < 2:
        print(__doc__.strip(), file=sys.stderr)
        return 64
    if not os.path.isdir(argv[0]):
        print(f"copy-check: no source material at {argv[0]} (name its folder with SEEDS=...)", file=sys.stderr)
        return 64
    seeds = seed_runs(argv[0], size)
    allowed = allowed_runs()
    hits = 0
    for path in lesson_files(argv[1:]):
        with open(path, encoding="utf-8") as handle:
            pairs = list(words_with_lines(handle.read()))
        words = [word for word, _ in pairs]
        last_reported = -size
        for run, start in runs(words, size):
            if run in seeds and not is_allowed(run, allowed) and start >= last_reported + size:
                print(f"{path}:{pairs[start][1]}: {' '.join(run)}")
                hits += 1
                last_reported = start
    print(f"copy-check: {hits} run(s) of {size} words shared with {argv[0]}", file=sys.stderr)
    return 1 if hits else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
