#!/usr/bin/env python3
"""Builds the libFuzzer targets, seeds them and runs each for a while (`make fuzz`, `make test`).

    scripts/fuzz/run.py [--seconds N] [--targets lesson,markdown] [--address]

Both targets run at once, one libFuzzer process each: the machine has two cores, so that
gives each target a core for the whole time and the run takes N seconds, not 2N. (libFuzzer's
-jobs/-fork would give one target both cores for half as long: the same executions, with
more processes to watch and crash reports that are harder to follow.)

Everything goes under .build/fuzz: the instrumented build, the seeds (made afresh each run
from Lessons/, the CommonMark spec's examples, the shared seed files, the broken-lesson
fixtures of the tests and the committed regression inputs), the corpus each target grows
across runs, and crashes/<target>/ for any input that crashed, hung, ran out of memory or
broke an invariant. The script exits 1 when any target found one, naming the file and how
to replay it. With PATTERN_TUTOR_FIGURES set, it writes fuzz-<target>.json there for
docs/reliability.md. Standard library only.
"""

import argparse
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCRATCH = ROOT / ".build" / "fuzz"
TARGETS = ["lesson", "markdown"]
# The team's shared folder beside the repository (PATTERN_TUTOR_SHARED elsewhere); optional.
SHARED = Path(os.environ.get("PATTERN_TUTOR_SHARED") or ROOT.parent / "shared")
REGRESSIONS = ROOT / "Tests" / "EndToEndTests" / "Fixtures" / "fuzz-regressions"
TITLES = {
    "lesson": "Fuzzing the lesson loader and lint",
    "markdown": "Fuzzing the Markdown renderer",
}
# Whole lessons fit (the longest shipped lesson is about 20 KB).
MAX_LEN = 65536
# Per input. The debug build is slow on big inputs; a hang is far beyond this.
TIMEOUT_SECONDS = 20
RSS_LIMIT_MB = 2048


def build_flags(address: bool) -> list[str]:
    # AddressSanitizer builds go to a folder of their own, so switching does not rebuild everything.
    flags = ["--sanitize=fuzzer", "-Xswiftc", "-DFUZZING", "--scratch-path", str(SCRATCH / ("build-address" if address else "build"))]
    if address:
        flags[1:1] = ["--sanitize=address"]
    return flags


def build(targets: list[str], address: bool) -> Path:
    swift = os.environ.get("SWIFT", "swift")
    for target in targets:
        started = time.monotonic()
        subprocess.run([swift, "build", *build_flags(address), "--product", f"fuzz-{target}"], cwd=ROOT, check=True)
        print(f"fuzz: built fuzz-{target} in {time.monotonic() - started:.0f} s", flush=True)
    shown = subprocess.run([swift, "build", *build_flags(address), "--show-bin-path"], cwd=ROOT, check=True,
                           capture_output=True, text=True)
    return Path(shown.stdout.strip())


# MARK: Seeds

def commonmark_examples(spec: Path) -> list[bytes]:
    """Every example's Markdown, as the spec writes it (→ for a tab)."""
    fence = "`" * 32
    examples, current = [], None
    for line in spec.read_text(encoding="utf-8").split("\n"):
        if line.startswith(fence + " example"):
            current = []
        elif current is not None and line == ".":
            examples.append(("\n".join(current).replace("→", "\t") + "\n").encode())
            current = None
        elif line.startswith(fence):
            current = None
        elif current is not None:
            current.append(line)
    return examples


SWIFT_STRING = re.compile(r'"((?:[^"\\\n]|\\.)*)"')
SWIFT_ESCAPE = re.compile(r'\\(u\{[0-9a-fA-F]+\}|\([^)]*\)|.)')


def swift_literal(body: str) -> bytes:
    """The text of a one-line Swift string literal; an interpolation becomes a plain word."""
    def unescape(match: re.Match) -> str:
        escape = match.group(1)
        if escape.startswith("u{"):
            return chr(int(escape[2:-1], 16))
        if escape.startswith("("):
            return "x"
        return {"n": "\n", "t": "\t", "r": "\r", "0": "\0"}.get(escape, escape)
    return SWIFT_ESCAPE.sub(unescape, body).encode("utf-8", "surrogatepass")


def broken_lessons() -> list[bytes]:
    """The lessons the tests write to check every lint rule and the loader's skipping:
    one-line string literals that open front matter, in the lint, course and end-to-end tests."""
    found = []
    for folder in ["LessonLintTests", "CourseTests", "EndToEndTests"]:
        for source in sorted((ROOT / "Tests" / folder).rglob("*.swift")):
            for match in SWIFT_STRING.finditer(source.read_text(encoding="utf-8")):
                if match.group(1).startswith("---\\n"):
                    found.append(swift_literal(match.group(1)))
    return found


def seed_inputs(target: str) -> dict[str, list[bytes]]:
    """Seed inputs by where they come from. Both targets read Markdown, so both get all of it."""
    fixtures = [path for path in sorted((ROOT / "Tests").rglob("*.md")) if "Fixtures" in path.parts]
    spec = SHARED / "corpus" / "commonmark-spec.txt"
    if not spec.exists():
        spec = ROOT / "Tests" / "MarkdownRenderingTests" / "Fixtures" / "commonmark-spec.txt"
    regressions = REGRESSIONS / target
    return {
        "lessons": [path.read_bytes() for path in sorted((ROOT / "Lessons").rglob("*.md"))],
        "commonmark examples": commonmark_examples(spec),
        "shared seeds": [path.read_bytes() for path in sorted((SHARED / "seeds").glob("*")) if path.is_file()],
        "test fixtures": [path.read_bytes() for path in fixtures],
        "broken lessons": broken_lessons(),
        "regressions": [path.read_bytes() for path in sorted(regressions.glob("*")) if path.is_file()],
    }


def write_seeds(target: str, largest: int) -> tuple[Path, int]:
    """A fresh seed folder, one file per distinct input named by its hash."""
    folder = SCRATCH / "seeds" / target
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    for inputs in seed_inputs(target).values():
        for data in inputs:
            if len(data) <= largest:
                (folder / hashlib.sha1(data).hexdigest()).write_bytes(data)
    return folder, len(list(folder.iterdir()))


def largest_seed(seconds: int) -> int:
    """libFuzzer runs every seed before it mutates any, and a whole lesson takes a tenth of a
    second or more in the instrumented debug build: a short run seeded with the whole course
    would spend all its time there. Short runs take the small seeds (the CommonMark examples,
    the broken lessons, the small fixtures); longer ones take every lesson as well."""
    return 8192 if is_quick(seconds) else MAX_LEN


def is_quick(seconds: int) -> bool:
    return seconds <= 60


# MARK: Running

def start(target: str, binary: Path, seconds: int, seeds: Path, tmpfs: str) -> tuple[subprocess.Popen, Path]:
    # Long runs grow a corpus across runs. Short ones start from the seeds alone: a corpus
    # grown by long runs holds big inputs, and reading it back would take the whole time.
    corpus = SCRATCH / "corpus" / target
    if is_quick(seconds):
        corpus = Path(tmpfs) / "corpus" / target
    crashes = SCRATCH / "crashes" / target
    corpus.mkdir(parents=True, exist_ok=True)
    crashes.mkdir(parents=True, exist_ok=True)
    log = SCRATCH / f"fuzz-{target}.log"
    environment = dict(os.environ,
                       # Swift's own backtracer would take the crash signal before libFuzzer
                       # could save the input that caused it.
                       SWIFT_BACKTRACE="enable=no",
                       PATTERN_TUTOR_FUZZ_SCRATCH=tmpfs)
    command = [str(binary / f"fuzz-{target}"), f"-max_total_time={seconds}", f"-max_len={MAX_LEN}",
               f"-timeout={TIMEOUT_SECONDS}", f"-rss_limit_mb={RSS_LIMIT_MB}", "-print_final_stats=1",
               f"-artifact_prefix={crashes}/", str(corpus), str(seeds)]
    if is_quick(seconds):
        # make test's short runs take the same path through the mutations every time (FUZZ_SEED
        # picks another), so a red CI run can be replayed; long runs explore with a new seed each.
        command.insert(1, f"-seed={os.environ.get('FUZZ_SEED', '1')}")
    print("fuzz: " + " ".join(command), flush=True)
    with open(log, "wb") as output:
        process = subprocess.Popen(command, cwd=ROOT, env=environment, stdout=output, stderr=subprocess.STDOUT)
    return process, log


def final_stats(log: str) -> dict[str, int]:
    """Executions from libFuzzer's final stats; coverage and corpus from its last status line."""
    figures = {}
    executed = re.search(r"stat::number_of_executed_units:\s*(\d+)", log)
    if executed:
        figures["executions"] = int(executed.group(1))
    statuses = re.findall(r"cov: (\d+) ft: \d+ corp: (\d+)/", log)
    if statuses:
        figures["coverage edges"], figures["corpus inputs"] = map(int, statuses[-1])
    return figures


def verdict(status: int, log: str, crashes: list[Path]) -> str:
    if status == 0 and not crashes:
        return ""
    kinds = [("timeout", "a hang"), ("out-of-memory", "memory beyond the limit"), ("leak", "a leak"),
             ("deadly signal", "a crash or broken invariant")]
    found = next((words for marker, words in kinds if f"ERROR: libFuzzer: {marker}" in log), f"exit status {status}")
    return found


def run(targets: list[str], seconds: int, address: bool) -> int:
    binary = build(targets, address)
    tmpfs_root = "/dev/shm" if os.access("/dev/shm", os.W_OK) else None
    failed = False
    with tempfile.TemporaryDirectory(prefix="pattern-tutor-fuzz-", dir=tmpfs_root) as tmpfs:
        runs = {}
        for target in targets:
            seeds, seed_count = write_seeds(target, largest_seed(seconds))
            before = set((SCRATCH / "crashes" / target).glob("*"))
            process, log = start(target, binary, seconds, seeds, tmpfs)
            runs[target] = (process, log, seed_count, before, time.monotonic())
        for target, (process, log, seed_count, before, started) in runs.items():
            status = process.wait()
            elapsed = time.monotonic() - started
            text = log.read_text(errors="replace")
            crashes = sorted(set((SCRATCH / "crashes" / target).glob("*")) - before)
            problem = verdict(status, text, crashes)
            figures = final_stats(text)
            figures.update({"seconds": round(elapsed), "seed inputs": seed_count})
            print(f"fuzz-{target}: {figures.get('executions', 0)} executions in {elapsed:.0f} s, "
                  f"{figures.get('coverage edges', 0)} coverage edges, {figures.get('corpus inputs', 0)} corpus inputs "
                  f"({seed_count} seeds); log {log}", flush=True)
            if problem:
                failed = True
                print(f"fuzz-{target}: FAILED, {problem}. The last lines of its log:", flush=True)
                print("\n".join(text.splitlines()[-25:]))
                for crash in crashes:
                    print(f"fuzz-{target}: input kept at {crash}\n"
                          f"  replay it:   $(swift build --show-bin-path)/fuzz-{target} {crash}\n"
                          f"  minimise it: {binary}/fuzz-{target} -minimize_crash=1 -max_total_time=60 {crash}")
            record(target, figures, problem, seconds)
    return 1 if failed else 0


def record(target: str, figures: dict[str, int], problem: str, seconds: int) -> None:
    folder = os.environ.get("PATTERN_TUTOR_FIGURES")
    if not folder:
        return
    if problem:
        held = f"FAILED: {problem}; the input is in .build/fuzz/crashes/{target}/."
    elif target == "lesson":
        held = ("No crash, hang, out-of-memory or broken invariant: the loader skips exactly what lint calls an "
                "error, every problem points into the file, pages and questions read back from disk equal the "
                "whole file's, and every question accepts its own answer.")
    else:
        held = ("No crash, hang, out-of-memory or broken invariant: at widths 1 to 80 no line is wider than "
                "asked, no cell or run holds a control character, every screen row is exactly the width, and "
                "`show`'s output carries no escape but its own styles.")
    document = {"id": f"fuzz-{target}", "title": TITLES[target], "tried": figures, "held": held,
                "scale": "quick" if is_quick(seconds) else "full"}
    Path(folder).mkdir(parents=True, exist_ok=True)
    (Path(folder) / f"fuzz-{target}.json").write_text(json.dumps(document, indent=2, sort_keys=True) + "\n")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=int, default=int(os.environ.get("FUZZ_SECONDS", "300")),
                        help="how long each target runs (default: FUZZ_SECONDS or 300)")
    parser.add_argument("--targets", default=",".join(TARGETS), help="comma-separated: " + ", ".join(TARGETS))
    parser.add_argument("--address", action="store_true", help="AddressSanitizer too (a slower build and run)")
    arguments = parser.parse_args()
    targets = [name for name in arguments.targets.split(",") if name]
    unknown = [name for name in targets if name not in TARGETS]
    if unknown:
        parser.error(f"unknown target {', '.join(unknown)}")
    return run(targets, arguments.seconds, arguments.address)


if __name__ == "__main__":
    sys.exit(main())
