#!/usr/bin/env python3
"""Runs the real pattern-tutor binary in a pseudo-terminal and measures what it writes to it.

Each subcommand prints one JSON object on standard output and exits 1 if something it checks
did not happen (the app never showed the page, the quiz, the animation; it did not exit
cleanly), so a broken run cannot pass for a figure. Standard library only.

    pty_bench.py scroll    --binary B [--lessons DIR] --size 100x40 [--repeats 20]
    pty_bench.py animation --binary B [--lessons DIR] --size 120x40 [--seconds 3]
    pty_bench.py session   --binary B [--lessons DIR] --size 100x40

scroll:    bytes per one-line scroll of a long reader page, and of a full repaint of it.
animation: bytes per second and per frame of the factory-method live run at 30 fps.
session:   peak RSS (GNU time's %M) of a whole learner session: three lessons read page by
           page, a lesson quiz answered to the end, the animation for 5 s, then a clean quit.

The program's terminal is TERM=xterm-256color, a UTF-8 locale and the given size (set on the
pty before exec). A small screen model follows the output (cursor moves, erases, scroll
regions) so the checks read what the screen shows, not the raw bytes: curses sends only the
cells that change, so "page 2/8" after "page 1/8" arrives as the single character "2".
"""

import argparse
import codecs
import fcntl
import json
import os
import pty
import re
import select
import signal
import struct
import subprocess
import sys
import tempfile
import termios
import time
import unicodedata

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
QUIET_START = 0.3      # silence that ends the first paint
QUIET_KEY = 0.15       # silence that ends the answer to a key
STEP_TIMEOUT = 10.0    # no single step may take longer
SESSION_TIMEOUT = 60.0
BURST_GAP = 0.012      # a frame's writes are <2 ms apart, frames 33 ms at 30 fps
FPS = 30
CTRL_L = b"\x0c"
# What a terminal in keypad mode (curses sends smkx, ESC [?1h) sends for the Down arrow.
KEYS = {"j": b"j", "down": b"\x1bOB"}


class CheckFailed(Exception):
    """A step did not lead to what it should have; `check` names the check that failed."""

    def __init__(self, check, message):
        super().__init__(message)
        self.check = check


# --- The screen model ------------------------------------------------------------------------

# One token: an escape sequence (CSI, OSC, or ESC + intermediates + final), a C0 control, or
# a run of printable text. An escape cut in two by a read matches nothing and waits for more.
TOKEN = re.compile(
    r"(\x1b(?:\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(?:\x07|\x1b\\)|[ -/]*(?![\[\]])[0-~]))"
    r"|([\x00-\x1a\x1c-\x1f\x7f])"
    r"|([^\x00-\x1f\x7f]+)")


class Screen:
    """Just enough of an xterm to know which characters are on screen. Colours, attributes and
    modes are ignored; the alternate screen is treated as the only one."""

    def __init__(self, cols, rows):
        self.cols, self.rows = cols, rows
        self.decoder = codecs.getincrementaldecoder("utf-8")("replace")
        self.pending = ""
        self.reset()

    def reset(self):
        self.cells = [self.blank_row() for _ in range(self.rows)]
        self.x = self.y = 0
        self.top, self.bottom = 0, self.rows - 1
        self.saved = (0, 0)
        self.last = " "

    def blank_row(self):
        return [" "] * self.cols

    def row(self, n):
        return "".join(self.cells[n])

    def text(self):
        return "\n".join(self.row(n) for n in range(self.rows))

    def feed(self, data):
        text = self.pending + self.decoder.decode(data)
        pos = 0
        while pos < len(text):
            match = TOKEN.match(text, pos)
            if match is None:
                break
            escape, control, printable = match.groups()
            if escape:
                self.escape(escape)
            elif control:
                self.control(control)
            else:
                self.print_text(printable)
            pos = match.end()
        self.pending = text[pos:]
        if len(self.pending) > 256:    # not an escape after all: drop the ESC
            self.pending = self.pending[1:]

    # Printing and C0 controls.

    def print_text(self, text):
        for char in text:
            width = 0 if unicodedata.combining(char) else (
                2 if unicodedata.east_asian_width(char) in "WF" else 1)
            if width:
                self.put(char, width)

    def put(self, char, width):
        if self.x + width > self.cols:     # deferred autowrap, as xterm does
            self.x = 0
            self.linefeed()
        self.cells[self.y][self.x] = char
        if width == 2:
            self.cells[self.y][self.x + 1] = ""
        self.x += width
        self.last = char

    def control(self, char):
        if char == "\r":
            self.x = 0
        elif char in "\n\x0b\x0c":
            self.linefeed()
        elif char == "\b":
            self.x = max(0, min(self.x, self.cols - 1) - 1)
        elif char == "\t":
            self.x = min(self.cols - 1, (self.x // 8 + 1) * 8)

    def linefeed(self):
        if self.y == self.bottom:
            self.scroll_up(1)
        elif self.y < self.rows - 1:
            self.y += 1

    def reverse_index(self):
        if self.y == self.top:
            self.scroll_down(1)
        elif self.y > 0:
            self.y -= 1

    # Scrolling and editing within the scroll region.

    def scroll_up(self, n, top=None):
        top = self.top if top is None else top
        for _ in range(min(n, self.bottom - top + 1)):
            del self.cells[top]
            self.cells.insert(self.bottom, self.blank_row())

    def scroll_down(self, n, top=None):
        top = self.top if top is None else top
        for _ in range(min(n, self.bottom - top + 1)):
            del self.cells[self.bottom]
            self.cells.insert(top, self.blank_row())

    def erase(self, row, start, end):
        for col in range(max(0, start), min(self.cols, end)):
            self.cells[row][col] = " "

    def erase_display(self, mode):
        if mode in (2, 3):
            self.cells = [self.blank_row() for _ in range(self.rows)]
            return
        self.erase_line(mode)
        rows = range(self.y + 1, self.rows) if mode == 0 else range(0, self.y)
        for row in rows:
            self.cells[row] = self.blank_row()

    def erase_line(self, mode):
        start, end = {0: (self.x, self.cols), 1: (0, self.x + 1)}.get(mode, (0, self.cols))
        self.erase(self.y, start, end)

    def insert_chars(self, n):
        line = self.cells[self.y]
        x = min(self.x, self.cols - 1)
        line[x:x] = [" "] * n
        del line[self.cols:]

    def delete_chars(self, n):
        line = self.cells[self.y]
        x = min(self.x, self.cols - 1)
        del line[x:x + n]
        line.extend([" "] * (self.cols - len(line)))

    # Escape sequences.

    def escape(self, seq):
        if seq.startswith("\x1b["):
            self.csi(seq[2:-1], seq[-1])
        elif seq == "\x1bD":
            self.linefeed()
        elif seq == "\x1bE":
            self.x = 0
            self.linefeed()
        elif seq == "\x1bM":
            self.reverse_index()
        elif seq == "\x1b7":
            self.saved = (self.x, self.y)
        elif seq == "\x1b8":
            self.x, self.y = self.saved
        elif seq == "\x1bc":
            self.reset()
        # Anything else (charsets, keypad modes, OSC titles) does not change the cells.

    def csi(self, body, final):
        if re.search(r"[ -/]", body):      # intermediate bytes: nothing that moves cells
            return
        self.x = min(self.x, self.cols - 1)     # a move or an edit ends a pending wrap
        private = body[:1] in ("?", ">", "<", "=")
        params = [int(p) if p.isdigit() else 0
                  for p in (body[1:] if private else body).split(";")]
        if private:
            if final == "h" and 1049 in params:    # the alternate screen starts blank
                self.erase_display(2)
            return
        first = params[0] if params else 0
        n = max(1, first)
        handler = self.CSI.get(final)
        if handler:
            handler(self, params, first, n)

    def cup(self, params, first, n):
        row = params[0] if params else 1
        col = params[1] if len(params) > 1 else 1
        self.move(max(1, col) - 1, max(1, row) - 1)

    def move(self, x, y):
        self.x = max(0, min(self.cols - 1, x))
        self.y = max(0, min(self.rows - 1, y))

    def set_region(self, params, first, n):
        top = params[0] if params and params[0] else 1
        bottom = params[1] if len(params) > 1 and params[1] else self.rows
        if top < bottom <= self.rows:
            self.top, self.bottom = top - 1, bottom - 1
        self.move(0, 0)

    def lines_in_region(self, action, n):
        if self.top <= self.y <= self.bottom:
            action(n, top=self.y)
            self.x = 0

    def repeat(self, n):
        self.print_text(self.last * n)

    CSI = {
        "H": cup, "f": cup,
        "A": lambda s, p, f, n: s.move(s.x, s.y - n),
        "B": lambda s, p, f, n: s.move(s.x, s.y + n),
        "C": lambda s, p, f, n: s.move(s.x + n, s.y),
        "D": lambda s, p, f, n: s.move(s.x - n, s.y),
        "E": lambda s, p, f, n: s.move(0, s.y + n),
        "F": lambda s, p, f, n: s.move(0, s.y - n),
        "G": lambda s, p, f, n: s.move(n - 1, s.y),
        "`": lambda s, p, f, n: s.move(n - 1, s.y),
        "d": lambda s, p, f, n: s.move(s.x, n - 1),
        "J": lambda s, p, f, n: s.erase_display(f),
        "K": lambda s, p, f, n: s.erase_line(f),
        "X": lambda s, p, f, n: s.erase(s.y, s.x, s.x + n),
        "@": lambda s, p, f, n: s.insert_chars(n),
        "P": lambda s, p, f, n: s.delete_chars(n),
        "L": lambda s, p, f, n: s.lines_in_region(s.scroll_down, n),
        "M": lambda s, p, f, n: s.lines_in_region(s.scroll_up, n),
        "S": lambda s, p, f, n: s.scroll_up(n),
        "T": lambda s, p, f, n: s.scroll_down(n),
        "b": lambda s, p, f, n: s.repeat(n),
        "r": set_region,
    }


# --- What the app's screens show -------------------------------------------------------------

def squash(text):
    return " ".join(text.split())


def title_bar(screen):
    return screen.row(0)


def status_line(screen):
    return screen.row(screen.rows - 1)


def page_of(screen):
    """(page, pages) from a reader title bar such as "Lesson 4/74 · ...  page 1/8"."""
    match = re.search(r"page (\d+)/(\d+)\s*$", title_bar(screen))
    return (int(match[1]), int(match[2])) if match else None


def question_of(screen):
    match = re.search(r"question (\d+)/(\d+)\s*$", title_bar(screen))
    return (int(match[1]), int(match[2])) if match else None


def on_menu(screen):
    return "lessons done" in title_bar(screen) and "q quit" in status_line(screen)


def in_lesson(screen, number):
    return f"Lesson {number}/" in title_bar(screen) and page_of(screen) is not None


def demo_clock(screen):
    """Seconds played, from the live run's title bar ("... 1.23s ×1")."""
    match = re.search(r"(\d+\.\d+)s ×", title_bar(screen))
    return float(match[1]) if match else None


def braille_cells(screen):
    return sum(1 for row in screen.cells for c in row if "\u2801" <= c <= "\u28ff")


def content_scrolled_one_line(before, after):
    """True if the page area (all rows but the title bar and status line) moved up a line."""
    return before[2:-1] == after[1:-2] and before[1:-1] != after[1:-1]


# --- The program in a pty --------------------------------------------------------------------

def utf8_locale():
    try:
        names = subprocess.run(["locale", "-a"], capture_output=True, text=True,
                               timeout=5).stdout.split()
    except (OSError, subprocess.SubprocessError):
        names = []
    available = {name.lower().replace("-", "") for name in names}
    for name in ("C.UTF-8", "en_US.UTF-8"):
        if name.lower().replace("-", "") in available:
            return name
    return "C.UTF-8"


def child_env():
    """The caller's environment without what would override the pty: curses prefers LINES and
    COLUMNS to the window size, LC_ALL to LANG; PATTERN_TUTOR_* would pick another course."""
    env = {key: value for key, value in os.environ.items()
           if key not in ("LINES", "COLUMNS", "LC_ALL", "LC_CTYPE", "NO_COLOR")
           and not key.startswith("PATTERN_TUTOR_")}
    env.update(TERM="xterm-256color", LANG=utf8_locale())
    return env


class PtyApp:
    """A program on the slave side of a new pty of a fixed size. Every wait keeps reading the
    master, so the program never blocks on a full pty; `close` always ends and reaps it."""

    def __init__(self, argv, cols, rows):
        self.screen = Screen(cols, rows)
        self.chunks = []        # (monotonic time, bytes) of every read
        self.eof = False
        self.status = None
        env = child_env()
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            self.exec_child(argv, env, cols, rows)

    @staticmethod
    def exec_child(argv, env, cols, rows):
        try:
            fcntl.ioctl(pty.STDIN_FILENO, termios.TIOCSWINSZ,
                        struct.pack("HHHH", rows, cols, 0, 0))
            os.execve(argv[0], argv, env)
        except BaseException as error:      # never return into the parent's code
            os.write(2, f"cannot start {argv[0]}: {error}\n".encode())
        os._exit(127)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def read_once(self, timeout):
        """Reads what is there within `timeout`; returns the number of bytes."""
        if self.eof:
            time.sleep(max(0.0, timeout))
            return 0
        ready, _, _ = select.select([self.fd], [], [], max(0.0, timeout))
        if not ready:
            return 0
        try:
            data = os.read(self.fd, 65536)
        except OSError:         # EIO: every slave descriptor is closed, the program is gone
            data = b""
        if not data:
            self.eof = True
            return 0
        self.chunks.append((time.monotonic(), len(data)))
        self.screen.feed(data)
        return len(data)

    def settle(self, quiet, first_timeout=2.0, timeout=STEP_TIMEOUT):
        """Reads until `quiet` s pass without output (or `first_timeout` s without any);
        returns the bytes read."""
        start = time.monotonic()
        last, count = None, 0
        while not self.eof:
            now = time.monotonic()
            if now - start >= timeout:
                raise CheckFailed("settled", f"output did not settle within {timeout:g} s")
            wait = (first_timeout - (now - start)) if last is None else (quiet - (now - last))
            if wait <= 0:
                break
            n = self.read_once(min(wait, timeout - (now - start)))
            if n:
                count += n
                last = time.monotonic()
        return count

    def pump(self, seconds):
        """Reads everything for `seconds`; returns the bytes read."""
        deadline = time.monotonic() + seconds
        count = 0
        while (left := deadline - time.monotonic()) > 0:
            count += self.read_once(left)
        return count

    def send(self, keys):
        os.write(self.fd, keys.encode() if isinstance(keys, str) else keys)

    def press(self, keys, quiet=QUIET_KEY, first_timeout=1.0):
        """Sends keys and returns the bytes of the answer (until `quiet` s of silence)."""
        self.send(keys)
        return self.settle(quiet, first_timeout=first_timeout)

    def wait_for(self, predicate, timeout=STEP_TIMEOUT):
        deadline = time.monotonic() + timeout
        while not predicate(self.screen):
            left = deadline - time.monotonic()
            if left <= 0 or self.eof:
                return predicate(self.screen)
            self.read_once(min(left, 0.05))
        return True

    def expect(self, predicate, check, message, timeout=STEP_TIMEOUT):
        if not self.wait_for(predicate, timeout):
            raise CheckFailed(check, f"{message}; the screen's first line: "
                                     f"{squash(title_bar(self.screen))!r}")

    def wait_exit(self, timeout):
        """The exit status (negative: killed by that signal), or None if still running."""
        deadline = time.monotonic() + timeout
        while self.status is None:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                self.status = os.waitstatus_to_exitcode(status)
                while self.read_once(0.05):    # what it wrote last is still in the pty
                    pass
                break
            if time.monotonic() >= deadline:
                return None
            self.read_once(0.02)
        return self.status

    def close(self):
        """SIGTERM to the program's process group (pty.fork made it a session leader, so
        this reaches a program run under /usr/bin/time too), SIGKILL if it lingers."""
        for sig in (signal.SIGTERM, signal.SIGKILL):
            if self.status is not None:
                break
            try:
                os.killpg(self.pid, sig)
            except ProcessLookupError:
                pass
            self.wait_exit(3.0)
        if self.fd >= 0:
            os.close(self.fd)
            self.fd = -1


def quit_app(app, log=None):
    """Presses q until the menu shows, then q there; returns the exit status (None if the
    program is still running after STEP_TIMEOUT s)."""
    deadline = time.monotonic() + STEP_TIMEOUT
    for _ in range(6):
        left = deadline - time.monotonic()
        if app.status is not None or app.eof or left <= 0:
            break
        leaving = on_menu(app.screen)
        app.send("q")
        if log is not None:
            log.append("q: quit" if leaving else f"q: back from {squash(title_bar(app.screen))!r}")
        if leaving:
            break
        app.settle(QUIET_KEY, first_timeout=1.0, timeout=left)
    return app.wait_exit(max(0.5, deadline - time.monotonic()))


# --- Shared helpers ----------------------------------------------------------------------------

def parse_size(text):
    match = re.fullmatch(r"(\d+)x(\d+)", text)
    if not match or int(match[1]) < 40 or int(match[2]) < 10:
        raise argparse.ArgumentTypeError("size is COLSxROWS, at least 40x10")
    return int(match[1]), int(match[2])


def app_argv(args, state_dir, *rest):
    return [os.path.abspath(args.binary), "--lessons", args.lessons,
            "--state-dir", state_dir, *rest]


def mean(values):
    return sum(values) / len(values) if values else 0.0


def pick_repaint(ctrl_l_bytes, first_paint):
    """Ctrl-L counts as a full repaint if it sends at least half of what the first paint did;
    a binary without Ctrl-L sends (almost) nothing, and the first paint stands in for it."""
    if first_paint and ctrl_l_bytes and min(ctrl_l_bytes) >= first_paint / 2:
        return "ctrl-l", ctrl_l_bytes
    return "first-paint", [first_paint]


def bursts(chunks, start, end):
    """Groups reads into bursts (frames): a gap of BURST_GAP or more starts a new one."""
    sizes, last = [], None
    for t, n in chunks:
        if not start <= t < end:
            continue
        if last is None or t - last >= BURST_GAP:
            sizes.append(0)
        sizes[-1] += n
        last = t
    return sizes


def emit(result, checks):
    result["checks"] = checks
    result["ok"] = bool(checks) and all(checks.values())
    print(json.dumps(result))
    return 0 if result["ok"] else 1


def run_checked(body, result):
    """Runs body(result, checks); a failed step becomes a false check and an "error"."""
    checks = {}
    try:
        body(result, checks)
    except CheckFailed as failure:
        checks[failure.check] = False
        result["error"] = str(failure)
    except (OSError, subprocess.SubprocessError) as error:
        checks["ran"] = False
        result["error"] = f"{type(error).__name__}: {error}"
    return emit(result, checks)


# --- scroll ------------------------------------------------------------------------------------

def place_reader(args, state_dir):
    """Saves a reader place in a fresh state folder through plain mode, so the full-screen app
    starts on that page: its first paint is then a full paint of the page being scrolled."""
    script = f"open {args.lesson}\npage {args.page}\nquit\n"
    done = subprocess.run(app_argv(args, state_dir, "--plain"), input=script, text=True,
                          capture_output=True, timeout=STEP_TIMEOUT)
    if done.returncode != 0:
        raise CheckFailed("placed", f"plain mode exited {done.returncode}: {done.stderr[-300:]}")


def scroll_lines(app, key, repeats):
    """Sends the one-line scroll key `repeats` times; bytes of each answer, and how many of
    them moved the page by exactly one line."""
    sizes, moved = [], 0
    for _ in range(repeats):
        before = [app.screen.row(n) for n in range(app.screen.rows)]
        sizes.append(app.press(key, first_timeout=1.0))
        after = [app.screen.row(n) for n in range(app.screen.rows)]
        moved += content_scrolled_one_line(before, after)
    return sizes, moved


def scroll_body(args, result, checks):
    cols, rows = args.size
    with tempfile.TemporaryDirectory(prefix="pty-bench-") as state:
        place_reader(args, state)
        with PtyApp(app_argv(args, state), cols, rows) as app:
            first_paint = app.settle(QUIET_START, first_timeout=STEP_TIMEOUT)
            page = page_of(app.screen)
            checks["on_page"] = (in_lesson(app.screen, args.lesson)
                                 and page is not None and page[0] == args.page)
            result["page_title"] = squash(title_bar(app.screen))
            scroll_bytes, moved = scroll_lines(app, KEYS[args.key], args.repeats)
            checks["every_key_scrolled_one_line"] = moved == args.repeats
            ctrl_l = [app.press(CTRL_L, quiet=QUIET_KEY) for _ in range(args.repaints)]
            result["exit_status"] = quit_app(app)
            checks["exited_cleanly"] = result["exit_status"] == 0
    method, repaint = pick_repaint(ctrl_l, first_paint)
    result.update(scroll_bytes=scroll_bytes, scroll_bytes_mean=round(mean(scroll_bytes), 1),
                  scroll_bytes_max=max(scroll_bytes, default=None),
                  scrolled_lines=moved, first_paint_bytes=first_paint,
                  ctrl_l_bytes=ctrl_l, repaint_bytes=repaint, repaint_method=method)


def cmd_scroll(args):
    result = {"size": f"{args.size[0]}x{args.size[1]}", "lesson": args.lesson,
              "page": args.page, "key": args.key}
    return run_checked(lambda r, c: scroll_body(args, r, c), result)


# --- animation ---------------------------------------------------------------------------------

def measure_frames(app, seconds):
    start = time.monotonic()
    clock_before = demo_clock(app.screen)
    app.pump(seconds)
    end = time.monotonic()
    frames = bursts(app.chunks, start, end)
    clock_after = demo_clock(app.screen)
    played = None if None in (clock_before, clock_after) else round(clock_after - clock_before, 2)
    return sum(frames), frames, end - start, played


def animation_body(args, result, checks):
    cols, rows = args.size
    with tempfile.TemporaryDirectory(prefix="pty-bench-") as state, \
            PtyApp(app_argv(args, state, "demo", "factory-method"), cols, rows) as app:
        app.pump(1.0)           # discarded: start-up and the first paint
        checks["live_run_shown"] = "Live run" in title_bar(app.screen)
        first_paint = bursts(app.chunks, 0, float("inf"))[0] if app.chunks else 0
        total, frames, elapsed, played = measure_frames(app, args.seconds)
        checks["animation_played"] = played is not None and played >= 0.8 * args.seconds
        checks["braille_on_screen"] = braille_cells(app.screen) > 0
        # Pause first, so the Ctrl-L answer is the repaint alone and not mixed with frames.
        app.press(" ", quiet=QUIET_KEY)
        checks["paused"] = app.settle(QUIET_KEY, first_timeout=0.5) == 0
        ctrl_l = [app.press(CTRL_L) for _ in range(args.repaints)]
        result["exit_status"] = quit_app(app)
        checks["exited_cleanly"] = result["exit_status"] == 0
    report_animation(result, args.seconds, total, frames, elapsed, played, first_paint, ctrl_l)


def report_animation(result, seconds, total, frames, elapsed, played, first_paint, ctrl_l):
    expected = round(FPS * seconds)
    # Bursts are frames if there are about as many as 30 fps gives; otherwise trust the fps.
    detected = abs(len(frames) - expected) <= 0.2 * expected
    count = len(frames) if detected else expected
    method, repaint = pick_repaint(ctrl_l, first_paint)
    result.update(
        seconds=round(elapsed, 3), bytes=total, bytes_per_second=round(total / elapsed),
        frames_expected=expected, frames_detected=len(frames),
        frames_method="bursts" if detected else "fps", frames=count,
        fps_measured=round(len(frames) / elapsed, 1),
        bytes_per_frame_mean=round(total / count) if count else None,
        bytes_per_frame_max=max(frames) if detected and frames else None,
        demo_clock_advance=played, first_paint_bytes=first_paint, ctrl_l_bytes=ctrl_l,
        ctrl_l_while="paused", repaint_bytes=repaint, repaint_method=method)


def cmd_animation(args):
    result = {"size": f"{args.size[0]}x{args.size[1]}", "demo": "factory-method"}
    return run_checked(lambda r, c: animation_body(args, r, c), result)


# --- session -----------------------------------------------------------------------------------

def course_lessons(args, state_dir):
    """{number: (title, pages)} from `pattern-tutor lessons`."""
    done = subprocess.run(app_argv(args, state_dir, "lessons"), capture_output=True,
                          text=True, timeout=STEP_TIMEOUT)
    lessons = {}
    for line in done.stdout.splitlines():
        match = re.match(r"\s*(\d+)\. (.*) \[[^\]]+\] (\d+) pages?$", line)
        if match:
            lessons[int(match[1])] = (match[2], int(match[3]))
    if not lessons:
        raise CheckFailed("course_listed", f"`lessons` listed nothing: {done.stderr[-300:]}")
    return lessons


class Session:
    """One scripted learner session; every step checks the screen it leads to."""

    def __init__(self, app, lessons, deadline, checks, steps):
        self.app, self.lessons, self.deadline = app, lessons, deadline
        self.checks, self.steps = checks, steps

    def press(self, keys, pause=0.2):
        """A learner's pause, then the keys; returns once the screen has settled."""
        self.pause(pause)
        return self.app.press(keys, quiet=QUIET_KEY)

    def pause(self, seconds):
        if time.monotonic() > self.deadline:
            raise CheckFailed("in_time", f"the session took over {SESSION_TIMEOUT:g} s")
        self.app.pump(seconds)     # reading on, as a terminal would

    def start(self):
        self.app.settle(QUIET_START, first_timeout=STEP_TIMEOUT)
        self.app.expect(on_menu, "menu_shown", "the course did not open on the menu")
        self.checks["menu_shown"] = True
        self.steps.append(f"start: menu {squash(title_bar(self.app.screen))!r}")

    def open_lesson(self, number, from_menu_highlight):
        title, pages = self.lessons[number]
        if not on_menu(self.app.screen):
            self.press("q")
            self.app.expect(on_menu, "menu_shown", "q did not go back to the menu")
        keys = "\r" if from_menu_highlight else f":open {number}\r"
        self.press(keys)
        self.app.expect(lambda s: in_lesson(s, number) and title in title_bar(s),
                        f"lesson_{number}_opened", f"lesson {number} ({title}) did not open")
        self.steps.append(f"{'Enter' if from_menu_highlight else f':open {number}'}: "
                          f"lesson {number} {title!r}")
        self.read_pages(number, pages)

    def read_pages(self, number, pages):
        seen = [page_of(self.app.screen)[0]]
        while seen[-1] < pages and len(seen) <= pages:
            self.press("n")
            # A checkpoint asks its question between two pages; a reader may skip it.
            if title_bar(self.app.screen).lstrip().startswith("Check ·"):
                self.press("q")
            self.app.expect(lambda s: (page_of(s) or (0,))[0] == seen[-1] + 1,
                            f"lesson_{number}_paged", f"n did not turn to page {seen[-1] + 1}")
            seen.append(page_of(self.app.screen)[0])
        ok = seen == list(range(1, pages + 1)) and page_of(self.app.screen) == (pages, pages)
        self.checks[f"lesson_{number}_all_pages"] = ok
        self.steps.append(f"n x{len(seen) - 1}: pages {seen[0]}..{seen[-1]} of {pages}")

    def take_quiz(self, number):
        title = self.lessons[number][0]
        self.press("Q")
        self.app.expect(lambda s: question_of(s) is not None and title in title_bar(s),
                        "quiz_opened", f"Q did not open the quiz of lesson {number}")
        total = question_of(self.app.screen)[1]
        verdicts = [self.answer(k) for k in range(1, total + 1)]
        results = self.app.screen.text()
        score = re.search(r"Score: (\d+) of (\d+)", results)
        self.checks["quiz_every_verdict_shown"] = None not in verdicts
        self.checks["quiz_results_shown"] = bool(score) and int(score[2]) == total
        self.steps.append(f"Q: quiz of lesson {number}, {total} questions answered "
                          f"({verdicts.count('Right')} Right, {verdicts.count('Not quite')} "
                          f"Not quite), results {score[0] if score else 'missing'!r}")
        self.press("\r")            # any key: back to the lesson
        self.app.expect(lambda s: in_lesson(s, number), "quiz_closed",
                        "the quiz's results did not lead back to the lesson")

    def answer(self, k):
        """Chooses 1 (ignored by a typed answer's field, which takes letters) and submits;
        types x if nothing was submitted. Returns the verdict shown, then goes on."""
        self.app.expect(lambda s: (question_of(s) or (0,))[0] == k, "quiz_question_shown",
                        f"question {k} did not appear")
        self.press("1", pause=0.1)
        self.press("\r")
        if verdict_of(self.app.screen) is None:
            self.press("x", pause=0.1)
            self.press("\r")
        verdict = verdict_of(self.app.screen)
        self.press("\r")            # any key: the next question, or the results
        self.app.expect(lambda s: "results" in title_bar(s)
                        or (question_of(s) or (0,))[0] == k + 1,
                        "quiz_advanced", f"the quiz did not go on after question {k}")
        return verdict

    def play_animation(self, seconds):
        self.pause(0.2)
        self.app.send(":demo factory-method\r")   # no settling: it plays until left
        self.app.expect(lambda s: "Live run" in title_bar(s) and demo_clock(s) is not None,
                        "animation_opened", ":demo factory-method did not open the live run")
        before, start = demo_clock(self.app.screen), time.monotonic()
        played_bytes = self.app.pump(seconds)
        played = demo_clock(self.app.screen) - before
        self.checks["animation_played"] = (played >= 0.8 * seconds
                                           and braille_cells(self.app.screen) > 0)
        self.steps.append(f":demo factory-method: {time.monotonic() - start:.1f} s, clock "
                          f"+{played:.2f} s, {played_bytes} bytes, "
                          f"{braille_cells(self.app.screen)} braille cells")


def verdict_of(screen):
    text = screen.text()
    for verdict in ("Right", "Not quite"):
        if f"{verdict}." in text:
            return verdict
    return None


def check_progress(args, state_dir, numbers, checks, steps):
    """What the session saved, as `pattern-tutor progress` prints it afterwards: every page
    of the lessons read, and the quiz score of the last one."""
    done = subprocess.run(app_argv(args, state_dir, "progress"), capture_output=True,
                          text=True, timeout=STEP_TIMEOUT)
    lines = {int(m[1]): m[0].strip() for m in
             re.finditer(r"^\s*\S\s+(\d+)\. .*$", done.stdout, re.M)}
    for number in numbers:
        line = lines.get(number, "")
        read = re.search(r"(\d+) pages?, (\d+) read", line)
        checks[f"lesson_{number}_saved_as_read"] = bool(read) and read[1] == read[2]
        steps.append(f"progress: {line or f'no line for lesson {number}'}")
    checks["quiz_saved"] = bool(re.search(r"quiz \d+/\d+", lines.get(numbers[-1], "")))


def read_rss(path):
    """GNU time's %M (KB); with -o the last line holds it (a line before it may say
    'Command exited with non-zero status N')."""
    try:
        with open(path) as file:
            lines = file.read().split()
        return int(lines[-1])
    except (OSError, ValueError, IndexError):
        return None


def session_body(args, result, checks):
    time_binary = "/usr/bin/time"
    if not os.access(time_binary, os.X_OK):
        raise CheckFailed("gnu_time", "/usr/bin/time is missing (apt-get install time)")
    cols, rows = args.size
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="pty-bench-") as state:
        lessons = course_lessons(args, state)
        rss_file = os.path.join(state, "time.txt")
        argv = [time_binary, "-f", "%M", "-o", rss_file, *app_argv(args, state)]
        with PtyApp(argv, cols, rows) as app:
            session = Session(app, lessons, started + SESSION_TIMEOUT, checks, result["steps"])
            script_session(session, args)
            result["exit_status"] = quit_app(app, session.steps)
        result["seconds"] = round(time.monotonic() - started, 2)
        result["peak_rss_kb"] = read_rss(rss_file)
        check_progress(args, state, read_numbers(args), checks, result["steps"])
    checks["exited_cleanly"] = result["exit_status"] == 0
    checks["peak_rss_read"] = result["peak_rss_kb"] is not None
    checks["in_time"] = result["seconds"] < SESSION_TIMEOUT


def read_numbers(args):
    return [int(n) for n in args.read.split(",")]


def script_session(session, args):
    numbers = read_numbers(args)
    session.start()
    for index, number in enumerate(numbers):
        if number not in session.lessons:
            raise CheckFailed("lessons_exist", f"the course has no lesson {number}")
        # In a fresh state the menu highlights lesson 1: Enter opens it like a learner would.
        session.open_lesson(number, from_menu_highlight=(index == 0 and number == 1))
    session.take_quiz(numbers[-1])
    session.play_animation(args.demo_seconds)


def cmd_session(args):
    result = {"size": f"{args.size[0]}x{args.size[1]}", "peak_rss_kb": None, "seconds": None,
              "exit_status": None, "steps": []}
    return run_checked(lambda r, c: session_body(args, r, c), result)


# --- Command line --------------------------------------------------------------------------------

def parser():
    main = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = main.add_subparsers(dest="command", required=True)

    def command(name, size, run, help_text):
        sub = commands.add_parser(name, help=help_text)
        sub.add_argument("--binary", required=True, help="the pattern-tutor executable")
        sub.add_argument("--lessons", default=os.path.join(REPO, "Lessons"),
                         help="the course folder (default: the repository's Lessons)")
        sub.add_argument("--size", type=parse_size, default=parse_size(size),
                         help=f"COLSxROWS of the pty (default {size})")
        sub.set_defaults(run=run)
        return sub

    scroll = command("scroll", "100x40", cmd_scroll, "bytes per one-line scroll and repaint")
    scroll.add_argument("--repeats", type=int, default=20)
    # Lesson 58's page 3 is one of the course's longest pages (76 lines at 100 columns), so
    # 20 one-line scrolls fit in a 40-row window; no first page is that long.
    scroll.add_argument("--lesson", type=int, default=58)
    scroll.add_argument("--page", type=int, default=3)
    scroll.add_argument("--key", choices=sorted(KEYS), default="j",
                        help="j, or down (ESC O B, the arrow in keypad mode)")
    scroll.add_argument("--repaints", type=int, default=3, help="Ctrl-L presses")

    animation = command("animation", "120x40", cmd_animation, "bytes of the 30 fps live run")
    animation.add_argument("--seconds", type=float, default=3.0)
    animation.add_argument("--repaints", type=int, default=3, help="Ctrl-L presses")

    session = command("session", "100x40", cmd_session, "peak RSS of a learner session")
    session.add_argument("--read", default="1,23,21",
                         help="lessons to read, comma separated; the quiz is the last one's")
    session.add_argument("--demo-seconds", type=float, default=5.0)
    return main


def main():
    args = parser().parse_args()
    args.lessons = os.path.abspath(args.lessons)
    return args.run(args)


if __name__ == "__main__":
    sys.exit(main())
