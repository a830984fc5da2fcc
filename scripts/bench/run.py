#!/usr/bin/env python3
"""`make bench`: measures PatternTutor against what a user would reach for instead, and
rewrites docs/benchmarks.md with the figures, their spread, the ratios and the commands.

Every comparison runs in one go, side by side, because the machines are shared and noisy:
absolute times alone mean little, ratios from one run mean more. Targets are checked here
and reported in the document, never asserted in unit tests.

    python3 scripts/bench/run.py [--quick]

`--quick` runs each command fewer times (for trying the script, not for the document).
The Makefile installs hyperfine, pandoc and GNU time first; rich goes into a virtual
environment under .build, so nothing is installed into the system's Python.
"""
from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import re
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BENCH = ROOT / "scripts" / "bench"
WORK = ROOT / ".build" / "bench"
VENV = ROOT / ".build" / "bench-venv"
RICH_VERSION = "15.0.0"
DOC = ROOT / "docs" / "benchmarks.md"


def log(message: str) -> None:
    print(f"[bench] {message}", flush=True)


def run(command: list[str], **options) -> subprocess.CompletedProcess:
    log("$ " + shlex.join(command))
    return subprocess.run(command, check=True, **options)


def output(command: list[str], **options) -> str:
    return subprocess.run(command, check=True, capture_output=True, text=True, **options).stdout.strip()


def relative(path: Path | str) -> str:
    """Paths in the document are relative to the repository, as a reader would type them."""
    text = str(path)
    return text[len(str(ROOT)) + 1:] if text.startswith(str(ROOT) + "/") else text


# MARK: Tools and builds

@dataclass
class Tools:
    pattern_tutor: Path
    benchmarks: Path
    hello: Path
    python: Path  # the virtual environment's, with rich
    flags: str = "-c release"

    def versions(self) -> dict[str, str]:
        return {
            "swift": output(["swift", "--version"]).splitlines()[0],
            "hyperfine": output(["hyperfine", "--version"]),
            "pandoc": output(["pandoc", "--version"]).splitlines()[0],
            "rich": "rich " + output([str(self.python), "-c",
                                      "import importlib.metadata as m; print(m.version('rich'))"]),
            "python": output([str(self.python), "--version"]),
        }


def require_tools() -> None:
    missing = [tool for tool in ("hyperfine", "pandoc", "swift") if shutil.which(tool) is None]
    if not Path("/usr/bin/time").exists():
        missing.append("/usr/bin/time (GNU time)")
    if missing:
        sys.exit("make bench needs " + ", ".join(missing) + ": run it through `make bench`, which installs them")


def rich_environment() -> Path:
    python = VENV / "bin" / "python"
    if python.exists():
        installed = subprocess.run([str(python), "-c", "import importlib.metadata as m; print(m.version('rich'))"],
                                   capture_output=True, text=True).stdout.strip()
        if installed == RICH_VERSION:
            return python
    run([sys.executable, "-m", "venv", "--clear", str(VENV)])
    run([str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", f"rich=={RICH_VERSION}"])
    return python


def build(flags: list[str]) -> Tools:
    """Release builds with the Makefile's flags; hello world gets the same ones."""
    run(["swift", "build", *flags, "--product", "pattern-tutor"], cwd=ROOT)
    run(["swift", "build", *flags, "--product", "Benchmarks"], cwd=ROOT)
    bin_path = Path(output(["swift", "build", *flags, "--show-bin-path"], cwd=ROOT))
    hello_scratch = ROOT / ".build" / "bench-hello"
    hello_package = BENCH / "hello"
    run(["swift", "build", *flags, "--package-path", str(hello_package), "--scratch-path", str(hello_scratch)])
    hello_bin = Path(output(["swift", "build", *flags, "--package-path", str(hello_package),
                             "--scratch-path", str(hello_scratch), "--show-bin-path"]))
    return Tools(bin_path / "pattern-tutor", bin_path / "Benchmarks", hello_bin / "hello", rich_environment())


def synthetic_course(lessons: int) -> Path:
    """A generated course, made again only when the generator changed since."""
    folder = WORK / f"course-{lessons}"
    generator = BENCH / "make_course.py"
    stamp = folder / ".generator"
    signature = f"{generator.stat().st_size}:{generator.stat().st_mtime_ns}"
    if not (stamp.exists() and stamp.read_text() == signature):
        shutil.rmtree(folder, ignore_errors=True)
        run([sys.executable, str(generator), str(lessons), str(folder)], stdout=subprocess.DEVNULL)
        stamp.write_text(signature)
    return folder


# MARK: Measuring

@dataclass
class Timing:
    """One command's wall-clock times over hyperfine's runs, in seconds."""
    label: str
    command: str
    times: list[float]

    @property
    def median(self) -> float:
        return statistics.median(self.times)

    @property
    def spread(self) -> float:
        return statistics.stdev(self.times) if len(self.times) > 1 else 0.0


def hyperfine(name: str, commands: list[tuple[str, list[str]]], runs: int, warmup: int = 3,
              prepare: list[str] | None = None, rounds: int = 3) -> list[Timing]:
    """Runs the commands side by side and returns each one's times. hyperfine runs one
    command's runs, then the next's; on a shared machine a busy spell would then fall on one
    command only, so the runs are split into `rounds` passes over all the commands, pooled.
    Output goes to /dev/null, so every program sees a non-terminal standard output and renders
    plain text."""
    times: list[list[float]] = [[] for _ in commands]
    for round_number in range(rounds):
        export = WORK / f"{name}-{round_number + 1}.json"
        arguments = ["hyperfine", "--shell=none", "--warmup", str(warmup), "--runs", str(max(2, runs // rounds)),
                     "--export-json", str(export), "--style", "basic"]
        if prepare:
            # One --prepare per command, in order (an empty one does nothing).
            for step in prepare:
                arguments += ["--prepare", step or "true"]
        for _, command in commands:
            arguments.append(shlex.join(command))
        run(arguments, cwd=ROOT)
        for index, result in enumerate(json.loads(export.read_text())["results"]):
            times[index] += result["times"]
    return [Timing(label, shlex.join(command), command_times) for (label, command), command_times in zip(commands, times)]


def pty_figures(command: list[str]) -> dict:
    """pty_bench.py's JSON, also when a check failed (it then exits 1): the document shows
    which check failed rather than the run being lost."""
    log("$ " + shlex.join(command))
    finished = subprocess.run(command, capture_output=True, text=True, cwd=ROOT)
    try:
        return json.loads(finished.stdout)
    except json.JSONDecodeError:
        sys.exit(f"pty_bench.py gave no figures (exit {finished.returncode}): {finished.stderr.strip()[-500:]}")


def peak_memory_kb(command: list[str], repeats: int) -> list[int]:
    """Maximum resident set size of each run, from GNU time."""
    peaks = []
    for _ in range(repeats):
        with tempfile.NamedTemporaryFile(mode="r", suffix=".time") as report:
            subprocess.run(["/usr/bin/time", "-f", "%M", "-o", report.name, *command], check=True, cwd=ROOT,
                           stdout=subprocess.DEVNULL)
            peaks.append(int(report.read().strip().splitlines()[-1]))
    return peaks


@dataclass
class Results:
    quick: bool
    timings: dict[str, list[Timing]] = field(default_factory=dict)
    memory: dict[str, list[int]] = field(default_factory=dict)
    inside: dict[str, dict] = field(default_factory=dict)
    terminal: dict[str, dict] = field(default_factory=dict)

    def timing(self, group: str, label: str) -> Timing:
        return next(timing for timing in self.timings[group] if timing.label == label)


# Exercises of different shapes: a probe and a mutex, a decorator chain, a blocking pool, undo,
# observers released.
BENCH_EXERCISES = ["singleton-settings", "decorator-delivery-extras", "object-pool-lend-clean", "command-undo-board",
                   "observer-thermometer"]


def exercise_commands(pt: str, lessons: str, state: Path) -> list[tuple[str, list[str]]]:
    """swiftc on a hello world (type-check alone; compile, link and run), then the check of each
    benchmark exercise's reference solution, as a learner's save starts it."""
    hello = WORK / "hello-exercise.swift"
    hello.write_text('print("Hello, world!")\n')
    program = WORK / "hello-exercise"
    commands = [
        ("swiftc hello world: type-check", ["swiftc", "-swift-version", "6", "-typecheck", str(hello)]),
        ("swiftc hello world: compile, link, run",
         ["sh", "-c", f"swiftc -swift-version 6 -o {shlex.quote(str(program))} {shlex.quote(str(hello))} && {shlex.quote(str(program))}"]),
    ]
    common = ["--lessons", lessons, "--state-dir", str(state)]
    for exercise in BENCH_EXERCISES:
        solution = WORK / f"solution-{exercise}.swift"
        solution.write_text(output([pt, "exercise", exercise, "--solution", *common]) + "\n")
        commands.append((f"check {exercise}", [pt, "exercise", exercise, "--check", str(solution), *common]))
    return commands


def measure(tools: Tools, quick: bool) -> Results:
    results = Results(quick=quick)
    state = Path(tempfile.mkdtemp(prefix="pt-bench-state-"))
    runs = (lambda full: max(3, full // 5)) if quick else (lambda full: full)
    pt = str(tools.pattern_tutor)
    lessons = str(ROOT / "Lessons")
    try:
        log("start-up: the full course's listing against hello world")
        first_state = WORK / "state-first-start"
        results.timings["startup"] = hyperfine("startup", [
            ("hello world", [str(tools.hello)]),
            ("pattern-tutor --help", [pt, "--help"]),
            ("pattern-tutor lessons", [pt, "lessons", "--lessons", lessons, "--state-dir", str(state)]),
            ("pattern-tutor lessons, first start", [pt, "lessons", "--lessons", lessons, "--state-dir", str(first_state)]),
        ], runs=runs(60), prepare=["", "", "", shlex.join(["rm", "-rf", str(first_state)])])

        log("rendering a 600-line lesson: show, rich, pandoc")
        page = relative(BENCH / "long-page.md")
        results.timings["render"] = hyperfine("render", [
            ("pattern-tutor show", [pt, "show", page, "--width", "100"]),
            ("rich", [str(tools.python), "-m", "rich.markdown", "-w", "100", page]),
            ("pandoc", ["pandoc", "-t", "plain", "--columns=100", page]),
        ], runs=runs(45))

        for size in (1_000, 10_000):
            course = str(synthetic_course(size))
            log(f"course scaling: {size} lessons")
            # `lessons` twice: a first start, which reads every lesson (its state folder is new each
            # run), and a later one, which finds them in the course index and reads none.
            commands = [
                ("lint", [pt, "lint", course]),
                ("lessons, first start", [pt, "lessons", "--lessons", course, "--state-dir", str(first_state)]),
                ("lessons, course index", [pt, "lessons", "--lessons", course, "--state-dir", str(state)]),
            ]
            results.timings[f"scale-{size}"] = hyperfine(
                f"scale-{size}", commands, runs=runs(10 if size == 1_000 else 5), warmup=1,
                prepare=["", shlex.join(["rm", "-rf", str(first_state)]), ""])
            for label, command in commands:
                peaks = []
                for _ in range(3):
                    shutil.rmtree(first_state, ignore_errors=True)
                    peaks += peak_memory_kb(command, repeats=1)
                results.memory[f"{label}-{size}"] = peaks

        log("checking exercises: a solution's check against swiftc's own floor")
        results.timings["exercises"] = hyperfine("exercises", exercise_commands(pt, lessons, state), runs=runs(15), warmup=2)

        log("inside the process: page layout, screen, scroll diff, frames, self-quiz")
        inside_json = WORK / "inside.json"
        run([str(tools.benchmarks), "--lessons", lessons, "--json", str(inside_json)], cwd=ROOT)
        results.inside = {figure["id"]: figure for figure in json.loads(inside_json.read_text())["figures"]}

        log("bytes to a real pseudo-terminal, and a whole session's memory")
        pty = [sys.executable, str(BENCH / "pty_bench.py")]
        results.terminal["scroll"] = pty_figures(pty + ["scroll", "--binary", pt, "--lessons", lessons, "--size", "100x40"])
        results.terminal["animation"] = pty_figures(pty + ["animation", "--binary", pt, "--size", "120x40"])
        results.terminal["session"] = pty_figures(pty + ["session", "--binary", pt, "--lessons", lessons, "--size", "100x40"])
    finally:
        shutil.rmtree(state, ignore_errors=True)
    return results


# MARK: The document

def ms(seconds: float) -> str:
    value = seconds * 1000
    return f"{value:.0f} ms" if value >= 100 else f"{value:.1f} ms"


def timing_rows(timings: list[Timing], base: Timing) -> list[str]:
    """A table's rows, each against `base` but `base` itself."""
    return [timing_row(timing, None if timing is base else base) for timing in timings]


def timing_row(timing: Timing, base: Timing | None) -> str:
    times = timing.times
    ratio = ""
    if base is not None:
        # Both read "how many times the other's median": pattern-tutor's over hello world's,
        # rich's and pandoc's over pattern-tutor's.
        ratio = f"{timing.median / base.median:.1f}x"
    return (f"| `{timing.label}` | {ms(timing.median)} | ±{ms(timing.spread)} | {ms(min(times))}–{ms(max(times))} "
            f"| {len(times)} | {ratio} |")


def number(value, digits: int = 0) -> str:
    """A figure with thousands separators, or "n/a" when the measurement could not give one."""
    return "n/a" if value is None else f"{value:,.{digits}f}"


def worst(*values: float) -> float:
    """The largest, but NaN (a figure missing from the run) whenever any is missing."""
    return float("nan") if any(value != value for value in values) else max(values)


def median(values: list[float]) -> float:
    """The median, or NaN when a failed run gave no values."""
    return statistics.median(values) if values else float("nan")


def mb(kilobytes: float) -> str:
    if kilobytes != kilobytes:
        return "n/a"
    megabytes = kilobytes / 1024
    return f"{megabytes:.1f} MB" if megabytes < 100 else f"{megabytes:.0f} MB"


def verdict(met: bool) -> str:
    return "met" if met else "**missed**"


def inside_value(results: Results, key: str, field_name: str = "p50") -> float:
    """An in-process figure: the median by default, as the other targets use medians."""
    figure = results.inside.get(key)
    if figure is None:
        return float("nan")
    return figure.get(field_name, figure.get("value", float("nan")))


def document(results: Results, tools: Tools) -> str:
    versions = tools.versions()
    cpu = next((line.split(":", 1)[1].strip() for line in Path("/proc/cpuinfo").read_text().splitlines()
                if line.startswith("model name")), platform.processor())
    startup = results.timings["startup"]
    hello = results.timing("startup", "hello world")
    listing = results.timing("startup", "pattern-tutor lessons")
    show = results.timing("render", "pattern-tutor show")
    rich = results.timing("render", "rich")
    pandoc = results.timing("render", "pandoc")
    lint_1k, lint_10k = results.timing("scale-1000", "lint"), results.timing("scale-10000", "lint")
    first_1k, first_10k = (results.timing("scale-1000", "lessons, first start"),
                           results.timing("scale-10000", "lessons, first start"))
    index_1k, index_10k = (results.timing("scale-1000", "lessons, course index"),
                           results.timing("scale-10000", "lessons, course index"))
    first_memory_10k = statistics.median(results.memory["lessons, first start-10000"])
    index_memory_10k = statistics.median(results.memory["lessons, course index-10000"])
    scroll = results.terminal["scroll"]
    scroll_bytes = median(scroll.get("scroll_bytes", []))
    repaint_bytes = median(scroll.get("repaint_bytes", []))
    animation = results.terminal["animation"]
    session = results.terminal["session"]
    layout_80, layout_200 = inside_value(results, "page-layout-80"), inside_value(results, "page-layout-200")
    # Medians (p50) throughout; the section below lists means and 99th percentiles too.
    screen_80, screen_200 = inside_value(results, "reader-screen-80"), inside_value(results, "reader-screen-200")
    diff_80, diff_200 = inside_value(results, "scroll-diff-80"), inside_value(results, "scroll-diff-200")

    lines: list[str] = []
    add = lines.append
    add("# Benchmarks")
    add("")
    add("Written by `make bench` (`scripts/bench/run.py`); edit the script or `scripts/bench/history.md`, "
        "not this file. Targets live here and in the script, never in unit tests: a timed unit test fails "
        "on a busy machine and proves nothing.")
    add("")
    when = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    add(f"Last run: {when}{' (quick run: fewer repetitions)' if results.quick else ''}, "
        f"on {os.cpu_count()} cores ({cpu}), {platform.system()} {platform.release()}. "
        f"{versions['swift']}; {versions['hyperfine']}; {versions['pandoc']}; {versions['rich']} under {versions['python']}. "
        f"Builds: `swift build {tools.flags}`. Times are medians over the runs, with their standard deviation and range; "
        "ratios are of medians from the same run.")
    add("")
    add("## Targets")
    add("")
    add("| What | Target | Measured | |")
    add("| --- | --- | --- | --- |")
    startup_ratio = listing.median / hello.median
    first_listing = results.timing("startup", "pattern-tutor lessons, first start")
    add(f"| Start-up: `pattern-tutor lessons` on the course vs hello world | within 3x | {startup_ratio:.1f}x "
        f"({ms(listing.median)} vs {ms(hello.median)}; {first_listing.median / hello.median:.0f}x on a first start, "
        f"{ms(first_listing.median)}) | {verdict(startup_ratio <= 3)} |")
    add(f"| Render a 600-line lesson: `show` vs rich | 10x faster | {rich.median / show.median:.1f}x "
        f"({ms(show.median)} vs {ms(rich.median)}) | {verdict(rich.median / show.median >= 10)} |")
    add(f"| … vs pandoc | 3x faster | {pandoc.median / show.median:.1f}x ({ms(pandoc.median)}) "
        f"| {verdict(pandoc.median / show.median >= 3)} |")
    add(f"| `lint` on 10,000 lessons | under 3 s | {lint_10k.median:.2f} s | {verdict(lint_10k.median < 3)} |")
    for label, small, big in (("lint", lint_1k, lint_10k), ("lessons, first start", first_1k, first_10k),
                              ("lessons, course index", index_1k, index_10k)):
        ratio = big.median / small.median
        add(f"| `{label}`: 10,000 / 1,000 lessons | at most 11 | {ratio:.1f} | {verdict(ratio <= 11)} |")
    add(f"| Peak memory of `lessons` on 10,000 lessons, first start / course index | under 150 MB "
        f"| {mb(first_memory_10k)} / {mb(index_memory_10k)} | {verdict(max(first_memory_10k, index_memory_10k) < 150 * 1024)} |")
    add(f"| Lay out the longest page (parse, highlight, wrap), 80 / 200 columns | under 1 ms "
        f"| {layout_80 / 1000:.2f} / {layout_200 / 1000:.2f} ms | {verdict(worst(layout_80, layout_200) < 1000)} |")
    add(f"| Draw the reader screen from the laid-out page, 80x24 / 200x50 | under 1 ms "
        f"| {screen_80 / 1000:.2f} / {screen_200 / 1000:.2f} ms | {verdict(worst(screen_80, screen_200) < 1000)} |")
    add(f"| Screen diff of a one-line scroll, 80x24 / 200x50 | under 0.1 ms "
        f"| {diff_80 / 1000:.3f} / {diff_200 / 1000:.3f} ms | {verdict(worst(diff_80, diff_200) < 100)} |")
    add(f"| One animation frame, 120x40 (layers and raster, braille) | under 1 ms "
        f"| {inside_value(results, 'frame-braille') / 1000:.2f} ms | {verdict(inside_value(results, 'frame-braille') < 1000)} |")
    add(f"| Bytes to a terminal for a one-line scroll vs a full repaint (100x40) | under 10 % "
        f"| {100 * scroll_bytes / repaint_bytes:.1f} % ({scroll_bytes:.0f} of {repaint_bytes:.0f} B) "
        f"| {verdict(scroll_bytes < 0.1 * repaint_bytes)} |")
    frame_bytes = animation.get("bytes_per_frame_mean")
    animation_repaint = median(animation.get("repaint_bytes", []))
    frame_share = "n/a" if frame_bytes is None else f"{100 * frame_bytes / animation_repaint:.0f} %"
    add(f"| Bytes for one steady animation frame vs a full repaint (120x40) | none set "
        f"| {frame_share} ({number(frame_bytes)} of {number(animation_repaint)} B) | |")
    session_kb = session.get("peak_rss_kb") or float("nan")
    add(f"| Peak memory of a whole session (three lessons, a quiz, 5 s of animation) | under 40 MB "
        f"| {mb(session_kb)} | {verdict(session_kb < 40 * 1024)} |")
    exercise_checks = [timing for timing in results.timings["exercises"] if timing.label.startswith("check ")]
    check_median = statistics.median([time for timing in exercise_checks for time in timing.times])
    slowest_check = max(exercise_checks, key=lambda timing: timing.median)
    swiftc_floor = results.timing("exercises", "swiftc hello world: compile, link, run")
    add(f"| Check a solution (`exercise <id> --check`), median over {len(exercise_checks)} exercises | at most 1.5 s "
        f"| {check_median:.2f} s (slowest: {slowest_check.label[6:]}, {slowest_check.median:.2f} s; "
        f"swiftc's hello world compiled, linked and run: {swiftc_floor.median:.2f} s) | {verdict(check_median <= 1.5)} |")
    add(f"| Replay 100,000 reviews into cards at start-up | under 100 ms "
        f"| {inside_value(results, 'replay-dedup') / 1000:.0f} ms | {verdict(inside_value(results, 'replay-dedup') < 100_000)} |")
    add(f"| CPU while the animation plays at 30 fps, 120x40 | under 15 % of a core "
        f"| {inside_value(results, 'cpu-playing', 'value'):.1f} % | {verdict(inside_value(results, 'cpu-playing', 'value') < 15)} |")
    add("")
    add("Where a target is missed, \"Where targets are missed\" at the end says why, with the profile that "
        "shows it. The in-process figures in this table are medians.")
    add("")

    add("## Start-up")
    add("")
    add(f"The course's listing against the smallest Swift program built the same way (`swift build {tools.flags}`, "
        "`scripts/bench/hello`). `--help` shows the floor of this binary: starting the Swift runtime and "
        "building the command-line parser, before any lesson is read. A first start (a new state folder) "
        "reads and checks every lesson; later starts find them in the course index and read none.")
    add("")
    add("| Command | Median | σ | Range | Runs | vs hello world |")
    add("| --- | --- | --- | --- | --- | --- |")
    for row in timing_rows(startup, hello):
        add(row)
    add("")

    add("## Rendering a long lesson")
    add("")
    add("`scripts/bench/long-page.md`: 600 lines of the course's own lessons, with Swift code, tables and "
        "lists, rendered at 100 columns, whole process to whole process. Output goes to `/dev/null`, so all "
        "three print plain text.")
    add("")
    add("| Command | Median | σ | Range | Runs | `show` is faster by |")
    add("| --- | --- | --- | --- | --- | --- |")
    for row in timing_rows(results.timings["render"], show):
        add(row)
    add("")

    add("## Course scaling")
    add("")
    add("Synthetic courses from `scripts/bench/make_course.py N DIR`: sections of 100 lessons, each with "
        "front matter, four pages (prose, a Swift block, a list, a table) and a five-question quiz. Peak "
        "memory is the median of three runs of GNU time's maximum resident set size.")
    add("")
    add("`lessons, first start` runs with a new state folder each time, so it reads and checks every lesson; "
        "`lessons, course index` finds them all in the index a previous run wrote.")
    add("")
    add("| Command | Lessons | Median | σ | Range | Peak memory |")
    add("| --- | --- | --- | --- | --- | --- |")
    for size in (1_000, 10_000):
        for timing in results.timings[f"scale-{size}"]:
            memory = statistics.median(results.memory[f"{timing.label}-{size}"])
            add(f"| `{timing.label}` | {size:,} | {ms(timing.median)} | ±{ms(timing.spread)} "
                f"| {ms(min(timing.times))}–{ms(max(timing.times))} | {mb(memory)} |")
    add("")

    add("## Checking exercises")
    add("")
    add("A check is what runs on every save of an exercise: the learner's file type-checked alone, then the "
        "checks built with it and run while each must-not-compile probe is type-checked, two compiles at once. "
        "The floor is swiftc on a one-line hello world in Swift 6 mode, by itself and with link and run. "
        "Each exercise's reference solution is checked, so every check and probe runs to its end.")
    add("")
    add("| Command | Median | σ | Range | Runs | vs swiftc's hello world, compiled, linked and run |")
    add("| --- | --- | --- | --- | --- | --- |")
    for row in timing_rows(results.timings["exercises"], swiftc_floor):
        add(row)
    add("")

    add("## Inside the process")
    add("")
    add("`.build/release/Benchmarks` (`Sources/Benchmarks`): each figure is the mean, median and 99th "
        "percentile of many runs after warm-up runs are dropped.")
    add("")
    timings = [figure for figure in results.inside.values() if "mean" in figure]
    values = [figure for figure in results.inside.values() if "value" in figure]
    add("| What | Mean | Median | p99 |")
    add("| --- | --- | --- | --- |")
    lines.extend(f"| {f['name']} | {f['mean']:.1f} µs | {f['p50']:.1f} µs | {f['p99']:.1f} µs |" for f in timings)
    add("")
    add("| What | Value |")
    add("| --- | --- |")
    lines.extend(f"| {f['name']} | {f['value']:,.1f} {f['unit']} |" for f in values)
    add("")

    add("## Bytes to a real terminal")
    add("")
    add("`scripts/bench/pty_bench.py` runs the app in a pseudo-terminal of a fixed size and counts the bytes "
        "it writes: for each one-line scroll of a lesson page (arrow down), and for a full repaint of the same "
        f"screen ({scroll.get('repaint_method', 'ctrl-l')}); then for the factory-method animation at 30 fps.")
    add("")
    add("| What | Bytes |")
    add("| --- | --- |")
    scrolls = scroll.get("scroll_bytes", [])
    add(f"| One-line scroll, 100x40, median of {len(scrolls)} | {number(scroll_bytes)} "
        f"(range {number(min(scrolls, default=None))}–{number(max(scrolls, default=None))}) |")
    add(f"| Full repaint of the same screen | {number(repaint_bytes)} |")
    add(f"| Animation at 120x40, per frame: mean over {animation['frames']} frames in {animation['seconds']:.0f} s "
        f"({animation['fps_measured']:.1f} fps, frames counted by {animation['frames_method']}) "
        f"| {number(frame_bytes)} ({frame_share} of a repaint) |")
    add(f"| … the largest frame | {number(animation.get('bytes_per_frame_max'))} |")
    add(f"| … a full repaint of the paused animation | {number(animation_repaint)} |")
    add("")

    add("## A whole session's memory")
    add("")
    add("The same pseudo-terminal, scripted as a learner: open three lessons and page through them, take a "
        "lesson quiz to its end, play the factory-method animation for 5 s, quit. GNU time reports the peak "
        "resident set size.")
    add("")
    add(f"Peak: {mb(session_kb)} ({session_kb:,} KB) over {session.get('seconds') or 0:.1f} s; exit status "
        f"{session.get('exit_status', '?')}. Checked along the way: "
        + ", ".join(f"{name} {'yes' if ok else 'NO'}" for name, ok in session.get("checks", {}).items()) + ".")
    add("")

    failed = [f"{name}: {check}" for name, figures in results.terminal.items()
              for check, ok in figures.get("checks", {}).items() if not ok]
    if failed:
        add("**Checks that failed in the pseudo-terminal runs** (their figures above are not to be trusted): "
            + ", ".join(failed) + ".")
        add("")

    add("## Commands")
    add("")
    add("Everything above comes from `make bench`. The comparisons, as run (paths relative to the repository, "
        "`$STATE` a fresh temporary folder):")
    add("")
    add("```sh")
    for group in results.timings.values():
        for timing in group:
            add(relative(timing.command).replace(str(ROOT) + "/", ""))
    add(f"/usr/bin/time -f %M <each scaling command>   # peak memory, three runs")
    add(f"{relative(tools.benchmarks)} --lessons Lessons --json .build/bench/inside.json")
    add("python3 scripts/bench/pty_bench.py scroll --binary .build/release/pattern-tutor --lessons Lessons --size 100x40")
    add("python3 scripts/bench/pty_bench.py animation --binary .build/release/pattern-tutor --size 120x40")
    add("python3 scripts/bench/pty_bench.py session --binary .build/release/pattern-tutor --lessons Lessons --size 100x40")
    add("```")
    add("")
    history = (BENCH / "history.md").read_text().strip()
    add(history)
    add("")
    text = "\n".join(lines)
    # Temporary folders differ per run; name them the way the commands above do.
    return re.sub(r"/tmp/pt-bench-state-[A-Za-z0-9_]+", "$STATE", text.replace(str(ROOT) + "/", ""))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer runs, to try the script")
    parser.add_argument("--no-write", action="store_true", help="print the document instead of writing it")
    parser.add_argument("--swift-flags", default="-c release", help="how release builds are made (the Makefile's)")
    arguments = parser.parse_args()
    require_tools()
    WORK.mkdir(parents=True, exist_ok=True)
    flags = shlex.split(arguments.swift_flags)
    tools = build(flags)
    tools.flags = " ".join(flags)
    results = measure(tools, arguments.quick)
    text = document(results, tools)
    if arguments.no_write:
        print(text)
    else:
        DOC.write_text(text)
        log(f"wrote {relative(DOC)}")


if __name__ == "__main__":
    main()
