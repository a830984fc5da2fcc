#ifndef PATTERN_TUTOR_CURSES_SHIM_H
#define PATTERN_TUTOR_CURSES_SHIM_H

// SwiftPM drops the -D flags pkg-config gives for ncursesw; without these the wide-character
// API (get_wch, cchar_t, setcchar) is not declared.
#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <locale.h>
#include <stdio.h>
#include <wchar.h>
#include <ncursesw/curses.h>

// Swift cannot see function-like macros or touch curses' mutable globals under strict
// concurrency, so every one the backend needs has a small function here.

static inline WINDOW *pt_stdscr(void) { return stdscr; }
static inline int pt_lines(void) { return LINES; }
static inline int pt_cols(void) { return COLS; }
static inline int pt_colors(void) { return COLORS; }
static inline int pt_color_pairs(void) { return COLOR_PAIRS; }

static inline attr_t pt_a_normal(void) { return A_NORMAL; }
static inline attr_t pt_a_bold(void) { return A_BOLD; }
static inline attr_t pt_a_underline(void) { return A_UNDERLINE; }
static inline attr_t pt_a_reverse(void) { return A_REVERSE; }
static inline attr_t pt_a_dim(void) { return A_DIM; }

static inline mmask_t pt_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t pt_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t pt_button4_pressed(void) { return BUTTON4_PRESSED; }
#ifdef BUTTON5_PRESSED
static inline mmask_t pt_button5_pressed(void) { return BUTTON5_PRESSED; }
#else
static inline mmask_t pt_button5_pressed(void) { return 0; }
#endif

/// Writes one terminal cell holding a grapheme cluster's code points (`count`, at most
/// CCHARW_MAX). setcchar keeps only the code points up to the first one that takes columns,
/// which would cut an emoji ZWJ sequence (woman, ZWJ, laptop) in two; the terminal joins
/// such a sequence into one cell, so curses is given all of it as one cell too. Its width
/// is the first code point's, as curses and the terminal both count it.
static inline int pt_put_cluster(WINDOW *win, int y, int x, const wchar_t *text, int count, attr_t attrs, short pair) {
    wchar_t first[2] = { text[0], 0 };
    cchar_t cell;
    if (setcchar(&cell, first, attrs, pair, NULL) != OK) return ERR;
    for (int i = 1; i < count && i < CCHARW_MAX; i++) cell.chars[i] = text[i];
    return mvwadd_wch(win, y, x, &cell);
}

/// Reads back the characters stored in one cell (for the headless tests).
static inline int pt_read_cell(WINDOW *win, int y, int x, wchar_t *out, int capacity, attr_t *attrs, short *pair) {
    cchar_t cell;
    if (mvwin_wch(win, y, x, &cell) != OK) return ERR;
    wchar_t buffer[CCHARW_MAX + 1];
    if (getcchar(&cell, buffer, attrs, pair, NULL) == ERR) return ERR;
    int i = 0;
    for (; i < capacity - 1 && buffer[i] != 0; i++) out[i] = buffer[i];
    out[i] = 0;
    return OK;
}

static inline int pt_ccharw_max(void) { return CCHARW_MAX; }

/// A curses screen that writes to and reads from files, for tests without a terminal.
/// `inputDescriptor` receives the input's descriptor, so the end of input can be noticed.
static inline SCREEN *pt_newterm_files(const char *type, const char *outPath, const char *inPath, int *inputDescriptor) {
    FILE *out = fopen(outPath, "w");
    FILE *in = fopen(inPath, "r");
    if (!out || !in) return NULL;
    *inputDescriptor = fileno(in);
    return newterm(type, out, in);
}

static inline SCREEN *pt_newterm_stdio(void) {
    return newterm(NULL, stdout, stdin);
}

#include <langinfo.h>
#include <string.h>

/// Takes the locale from the environment; when that gives no UTF-8 (LANG unset in a
/// container, say), falls back to C.UTF-8 for characters so wide text still works.
static inline void pt_setlocale_from_environment(void) {
    setlocale(LC_ALL, "");
    const char *codeset = nl_langinfo(CODESET);
    if (codeset == NULL || strcmp(codeset, "UTF-8") != 0) {
        if (setlocale(LC_ALL, "C.UTF-8") == NULL) setlocale(LC_ALL, "en_US.UTF-8");
    }
}

#include <poll.h>
#include <signal.h>

/// Whether reading `descriptor` can never give another key: the terminal hung up (its window
/// closed) or the pipe's writer went away. Curses then returns ERR at once on every read.
static inline int pt_input_has_ended(int descriptor) {
    struct pollfd input = { .fd = descriptor, .events = POLLIN, .revents = 0 };
    if (poll(&input, 1, 0) != 1) return 0;
    return (input.revents & (POLLHUP | POLLERR | POLLNVAL)) != 0;
}

/// Stops the process group as Ctrl-Z does in a shell, and returns once it is continued (`fg`).
/// Returns at once where SIGTSTP is ignored: a shell without job control could never
/// continue us. Curses' own SIGTSTP handler is set aside meanwhile, so the stop is ours.
static inline void pt_stop_like_a_job(void) {
    struct sigaction previous, stop;
    if (sigaction(SIGTSTP, NULL, &previous) != 0 || previous.sa_handler == SIG_IGN) return;
    memset(&stop, 0, sizeof stop);
    stop.sa_handler = SIG_DFL;
    sigemptyset(&stop.sa_mask);
    sigaction(SIGTSTP, &stop, NULL);
    kill(0, SIGTSTP);
    sigaction(SIGTSTP, &previous, NULL);
}

#endif
