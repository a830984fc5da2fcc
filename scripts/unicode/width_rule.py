"""The terminal width of each code point, from the Unicode data files, by the rule glibc's
wcwidth follows (localedata/unicode-gen/utf8_gen.py) and tmux therefore uses:

  0  general category Mn, Me or Cf (but U+00AD SOFT HYPHEN, which is 1), and the Hangul
     medial vowels and final consonants (U+1160..U+11FF, U+D7B0..U+D7C6, U+D7CB..U+D7FB),
     which join the syllable before them;
  2  East Asian Width W or F (emoji with default emoji presentation among them), including
     the unassigned code points of the CJK blocks, which default to W; and, as glibc has
     them, the circled numbers on black squares U+3248..U+324F and the Yijing hexagrams
     U+4DC0..U+4DFF;
  1  everything else.

Used by width-table.py (which writes Sources/TerminalKit/WidthTable.swift) and mirrored by
Tests/TerminalKitTests/WidthTableTests.swift, which checks the Swift table against the files.
"""
import os
import re

UNICODE = os.environ.get("UNICODE_DATA", "/usr/share/unicode")


def _ranges(path):
    """(first, last, value) for each `XXXX..YYYY ; value` line, and the @missing defaults."""
    explicit, missing = [], []
    pattern = re.compile(r"^([0-9A-F]+)(?:\.\.([0-9A-F]+))?\s*;\s*([A-Za-z_]+)")
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            target = explicit
            if line.startswith("# @missing:"):
                line = line[len("# @missing:"):].strip()
                target = missing
            match = pattern.match(line)
            if match:
                first = int(match.group(1), 16)
                last = int(match.group(2) or match.group(1), 16)
                target.append((first, last, match.group(3)))
    return explicit, missing


def widths():
    """A list of 0x110000 widths."""
    width = [1] * 0x110000
    explicit, missing = _ranges(os.path.join(UNICODE, "extracted", "DerivedEastAsianWidth.txt"))
    # Defaults first (the whole range, then the CJK blocks), then what the file lists.
    for first, last, value in missing + explicit:
        wide = value in ("W", "F", "Wide", "Fullwidth")
        for code in range(first, last + 1):
            width[code] = 2 if wide else 1
    categories, _ = _ranges(os.path.join(UNICODE, "extracted", "DerivedGeneralCategory.txt"))
    for first, last, value in categories:
        if value in ("Mn", "Me", "Cf"):
            for code in range(first, last + 1):
                width[code] = 0
    width[0x00AD] = 1
    for first, last in ((0x3248, 0x324F), (0x4DC0, 0x4DFF)):
        for code in range(first, last + 1):
            width[code] = 2
    for first, last in ((0x1160, 0x11FF), (0xD7B0, 0xD7C6), (0xD7CB, 0xD7FB)):
        for code in range(first, last + 1):
            width[code] = 0
    return width


def runs(width, value):
    """The maximal ranges of code points whose width is `value`."""
    found, start = [], None
    for code in range(0x110000 + 1):
        inside = code < 0x110000 and width[code] == value
        if inside and start is None:
            start = code
        elif not inside and start is not None:
            found.append((start, code - 1))
            start = None
    return found
