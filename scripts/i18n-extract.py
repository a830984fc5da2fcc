#!/usr/bin/env python3
"""Lists the interface's English texts, as a PO skeleton: every literal passed to
`localized(…)`, the `one:`/`other:` forms of `localized(count:…)`, the summaries of key
bindings and course commands, and the key-help rows. `--missing CATALOGUE.swift` prints only
the texts that catalogue lacks.

usage: scripts/i18n-extract.py [--missing Sources/TutorApp/Interface/RussianCatalogue.swift]
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


def texts(root="Sources"):
    singles, plurals = {}, {}
    for path in sorted(glob.glob(root + "/TutorApp/**/*.swift", recursive=True) + glob.glob(root + "/pattern-tutor/*.swift")):
        text = open(path, encoding="utf-8").read()
        for pattern in PATTERNS:
            for match in pattern.finditer(text):
                value = match.group(match.lastindex)
                if "\\(" not in value and re.search(r"[A-Za-z]{2}", value):
                    singles.setdefault(value, path)
        for match in PLURAL.finditer(text):
            plurals.setdefault((match.group(1), match.group(2)), path)
    return singles, plurals


def catalogued(path):
    text = open(path, encoding="utf-8").read()
    ids = set(re.findall(r'^msgid_plural ' + LIT, text, re.M))
    ids |= set(re.findall(r'^msgid ' + LIT, text, re.M))
    return ids


def main():
    singles, plurals = texts()
    have = catalogued(sys.argv[2]) if len(sys.argv) > 2 and sys.argv[1] == "--missing" else set()
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
