#!/usr/bin/env python3
"""Lists the interface's English texts, as a PO skeleton: every literal passed to
`localized(…)`, the `one:`/`other:` forms of `localized(count:…)`, the summaries of key
bindings and course commands, and the key-help rows. `--patterns` reads the live runs
(Sources/Patterns, Sources/ShapeGame) instead of the app. `--missing` prints only the texts
that no Russian catalogue file (Sources/Localization/Russian/*.swift) has yet.

usage: scripts/i18n-extract.py [--patterns] [--missing]
"""
import glob
import re
import sys

LIT = r'"((?:[^"\\\n]|\\.)*)"'
PATTERNS = [
    re.compile(r'localized\(\s*' + LIT + r'\s*[,)]'),
    re.compile(r'KeyHelp\(keys:\s*' + LIT + r',\s*action:\s*' + LIT),
    re.compile(r'KeyBinding\(\[[^\]]*\],\s*' + LIT + r',\s*' + LIT),
    re.compile(r'\(\[[^\]]*\],\s*' + LIT + r',\s*' + LIT + r'\)'),
]
PLURAL = re.compile(r'localized\(count:[^,]*,\s*one:\s*' + LIT + r'\s*,\s*other:\s*' + LIT, re.S)


def texts(folders):
    singles, plurals = {}, {}
    paths = [path for folder in folders for path in glob.glob("Sources/" + folder + "/**/*.swift", recursive=True)]
    for path in sorted(paths):
        text = open(path, encoding="utf-8").read()
        for pattern in PATTERNS:
            for match in pattern.finditer(text):
                value = match.group(match.lastindex)
                if "\\(" not in value and re.search(r"[A-Za-z]{2}", value):
                    singles.setdefault(value, path)
        for match in PLURAL.finditer(text):
            plurals.setdefault((match.group(1), match.group(2)), path)
    return singles, plurals


def catalogued():
    ids = set()
    for path in glob.glob("Sources/Localization/Russian/*.swift"):
        text = open(path, encoding="utf-8").read()
        ids |= set(re.findall(r'^msgid_plural ' + LIT, text, re.M))
        ids |= set(re.findall(r'^msgid ' + LIT, text, re.M))
    return ids


def main():
    folders = ["Patterns", "ShapeGame"] if "--patterns" in sys.argv else ["TutorApp", "pattern-tutor", "Progress", "Exercises"]
    singles, plurals = texts(folders)
    have = catalogued() if "--missing" in sys.argv else set()
    current = None
    for value, path in sorted(singles.items(), key=lambda item: item[1]):
        if value in have:
            continue
        if path != current:
            print(f"\n# {path}")
            current = path
        print(f'msgid "{value}"\nmsgstr ""\n')
    for (one, other), path in sorted(plurals.items(), key=lambda item: item[1]):
        if other in have:
            continue
        print(f'# {path}\nmsgid "{one}"\nmsgid_plural "{other}"\nmsgstr[0] ""\nmsgstr[1] ""\nmsgstr[2] ""\n')


if __name__ == "__main__":
    main()
