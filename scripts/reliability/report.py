#!/usr/bin/env python3
"""Writes docs/reliability.md from the reliability suites' figures.

`make chaos` and `make fuzz` run their suites with PATTERN_TUTOR_FIGURES pointing at a
folder; each suite leaves `<id>.json` there (what it tried, counted, and what held). This
script merges those into scripts/reliability/figures.json, replacing each suite's entry
with its newest run and stamping it with the date and commit, then renders the document
from the merged set. `make chaos` and `make fuzz` each refresh their own suites, so the
document always shows every suite's last full run.

    report.py [FIGURES_FOLDER] [--store scripts/reliability/figures.json] [--out docs/reliability.md]

Without a folder it renders the document again from the stored figures (after editing notes.md).
"""
import argparse
import datetime
import json
import os
import platform
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# The document's sections, in order: a suite belongs to the first whose prefix its id has.
SECTIONS = [
    ("fuzz-", "Fuzzing", "`make fuzz` (each target for `FUZZ_SECONDS`, 300 s by default); `make test` runs each for 30 s."),
    ("hostile-", "Hostile and odd lessons", "`make chaos`; `make test` runs the same suites at the quick scale."),
    ("chaos-", "Terminal chaos", "`make chaos`; `make test` runs the same suites at the quick scale."),
    ("durability-", "Durability of progress", "`make chaos`; `make test` runs the same suites at the quick scale."),
]


def git(*arguments):
    try:
        return subprocess.run(["git", *arguments], cwd=ROOT, capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return ""


def load_new(folder):
    figures = []
    for name in sorted(os.listdir(folder)) if os.path.isdir(folder) else []:
        if not name.endswith(".json"):
            continue
        with open(os.path.join(folder, name), encoding="utf-8") as handle:
            entry = json.load(handle)
        missing = {"id", "title", "tried", "held"} - entry.keys()
        if missing:
            sys.exit(f"report.py: {name} lacks {', '.join(sorted(missing))}")
        figures.append(entry)
    return figures


def merge(store_path, new_figures):
    store = {}
    if os.path.exists(store_path):
        with open(store_path, encoding="utf-8") as handle:
            store = {entry["id"]: entry for entry in json.load(handle)}
    stamp = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    commit = git("rev-parse", "--short", "HEAD")
    for entry in new_figures:
        entry["ran"] = stamp
        entry["commit"] = commit
        store[entry["id"]] = entry
    merged = sorted(store.values(), key=lambda entry: entry["id"])
    with open(store_path, "w", encoding="utf-8") as handle:
        json.dump(merged, handle, indent=2, sort_keys=True)
        handle.write("\n")
    return merged


def number(value):
    if isinstance(value, float) and not value.is_integer():
        return f"{value:,.1f}"
    return f"{int(value):,}"


def tried_text(tried):
    return "; ".join(f"{label}: {number(value)}" for label, value in tried.items())


def section_of(entry):
    for index, (prefix, _, _) in enumerate(SECTIONS):
        if entry["id"].startswith(prefix):
            return index
    return len(SECTIONS)


def render(figures):
    cores = os.cpu_count()
    lines = [
        "# Reliability",
        "",
        "Written by `scripts/reliability/report.py` from the figures the suites record"
        " (`scripts/reliability/figures.json`); edit the suites or the script, not this file.",
        "Each suite's row comes from its last full run: `make chaos` for the end-to-end suites,"
        " `make fuzz` for the fuzz targets. `make test` runs every suite too, at a quick scale"
        " (fewer kills, storms and runs; 30 s of fuzzing per target), and fails if anything does not hold.",
        "",
        f"Machine of the last write: {cores} cores, {platform.system()} {platform.release()}.",
        "",
        "## Commands",
        "",
        "```sh",
        "make test                 # every suite at the quick scale, 30 s per fuzz target",
        "make chaos                # the end-to-end suites at full scale; rewrites this file",
        "make fuzz                 # each fuzz target for FUZZ_SECONDS (300); rewrites this file",
        "make fuzz FUZZ_SECONDS=3600",
        "```",
        "",
    ]
    grouped = {}
    for entry in figures:
        grouped.setdefault(section_of(entry), []).append(entry)
    for index, (_, title, how) in enumerate(SECTIONS + [("", "Other suites", "")]):
        entries = grouped.get(index)
        if not entries:
            continue
        lines += [f"## {title}", ""]
        if how:
            lines += [how, ""]
        lines += ["| Suite | What it tried | What held | Scale | Run |", "| --- | --- | --- | --- | --- |"]
        for entry in entries:
            run = f"{entry.get('ran', '')} at `{entry.get('commit', '')}`"
            held = entry["held"].replace("|", "\\|").replace("\n", " ")
            lines.append(f"| {entry['title']} | {tried_text(entry['tried'])} | {held} | {entry.get('scale', '')} | {run} |")
        lines.append("")
    notes = os.path.join(ROOT, "scripts", "reliability", "notes.md")
    if os.path.exists(notes):
        with open(notes, encoding="utf-8") as handle:
            lines += [handle.read().rstrip(), ""]
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", nargs="?", help="new figures; without it, the document is only rendered again")
    parser.add_argument("--store", default=os.path.join(ROOT, "scripts", "reliability", "figures.json"))
    parser.add_argument("--out", default=os.path.join(ROOT, "docs", "reliability.md"))
    options = parser.parse_args()
    new_figures = load_new(options.folder) if options.folder else []
    if options.folder and not new_figures:
        sys.exit(f"report.py: no figures in {options.folder}; did the suites run with PATTERN_TUTOR_FIGURES set?")
    figures = merge(options.store, new_figures)
    with open(options.out, "w", encoding="utf-8") as handle:
        handle.write(render(figures))
    print(f"{options.out}: {len(new_figures)} suites updated, {len(figures)} in all")


if __name__ == "__main__":
    main()
