/* The C bridge to ncursesw: curses.h with its wide-character API switched on, plus accessor
 * functions for what Swift cannot import (function-like macros, NCURSES_BITS attributes, mouse
 * masks) or must not touch directly in Swift 6 mode (mutable C globals such as stdscr/LINES/COLS).
 */
#ifndef CNCURSESW_SHIM_H
#define CNCURSESW_SHIM_H

/* SwiftPM drops the -D flags of ncursesw.pc, and the wide API (cchar_t, setcchar, wget_wch) is
 * declared only when one of these is set before curses.h. */
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <curses.h>
#include <term.h>
#include <fcntl.h>
#include <unistd.h>
#include <sys/syscall.h>
#include <string.h>
#include <wchar.h>

/* Imported C globals are mutable vars, which Swift 6 rejects as shared mutable state. */
static inline WINDOW *cnc_stdscr(void) { return stdscr; }
static inline int cnc_lines(void) { return LINES; }
static inline int cnc_cols(void) { return COLS; }
static inline int cnc_colors(void) { return COLORS; }
static inline int cnc_color_pairs(void) { return COLOR_PAIRS; }
static inline void cnc_getmaxyx(WINDOW *w, int *y, int *x) { getmaxyx(w, *y, *x); }

/* A_* are built with NCURSES_BITS, a function-like macro. */
static inline attr_t cnc_a_normal(void) { return A_NORMAL; }
static inline attr_t cnc_a_bold(void) { return A_BOLD; }
static inline attr_t cnc_a_dim(void) { return A_DIM; }
static inline attr_t cnc_a_reverse(void) { return A_REVERSE; }
static inline attr_t cnc_a_underline(void) { return A_UNDERLINE; }
static inline attr_t cnc_a_altcharset(void) { return A_ALTCHARSET; }

/* BUTTON* masks are built with NCURSES_MOUSE_MASK. */
static inline mmask_t cnc_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t cnc_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t cnc_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t cnc_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t cnc_button5_pressed(void) { return BUTTON5_PRESSED; }
static inline mmask_t cnc_all_mouse_events(void) { return ALL_MOUSE_EVENTS; }

static inline int cnc_key_f(int n) { return KEY_F(n); }

/* Whether terminfo knows `name` and it can address the cursor: 0 yes, 1 unknown to terminfo (or
 * a hard-copy or generic type, which newterm refuses too), 2 known without cursor addressing,
 * 3 /dev/null cannot be opened. setupterm on /dev/null reads the entry only; the newterm probe
 * it replaces also built a screen, its windows and key tables. The caller's terminal
 * (a headless or real session) stays current. */
static inline int cnc_probe_term(const char *name) {
    int fd = open("/dev/null", O_WRONLY | O_CLOEXEC);
    if (fd < 0) return 3;
    TERMINAL *previous = cur_term;
    int error = 0;
    int code = 1;
    if (setupterm(name, fd, &error) == OK) {
        const char *address = tigetstr("cup");
        code = (address != 0 && address != (const char *)-1) ? 0 : 2;
        TERMINAL *probe = cur_term;
        set_curterm(previous);
        if (probe != previous) del_curterm(probe);
    }
    close(fd);
    return code;
}

/* Points descriptor `fd` (curses's output) at /dev/null and returns a close-on-exec duplicate
 * of what it was, or -1 (then nothing changed). With `cnc_unmute` around the start's `endwin`,
 * the terminal never leaves the alternate screen before the first frame: curses keeps its state
 * (cursor, keypad, mouse, alternate screen) and sends it with the first `doupdate`, as after
 * Ctrl-Z. Only what goes through `fd` is muted: tty modes set there in the meantime fail
 * (ENOTTY), which `endwin` ignores. */
static inline int cnc_mute(int fd) {
#ifdef F_DUPFD_CLOEXEC
    int saved = fcntl(fd, F_DUPFD_CLOEXEC, 0);
#else
    int saved = dup(fd);
#endif
    if (saved < 0) return -1;
    int null = open("/dev/null", O_WRONLY | O_CLOEXEC);
    if (null < 0 || dup2(null, fd) < 0) {
        if (null >= 0) close(null);
        close(saved);
        return -1;
    }
    close(null);
    return saved;
}

/* Points `fd` back at what `cnc_mute` saved (a no-op for -1). */
static inline void cnc_unmute(int fd, int saved) {
    if (saved < 0) return;
    dup2(saved, fd);
    close(saved);
}

/* Whether the current terminal (after newterm) can address the cursor: what `cnc_probe_term`
 * calls 0 against 2, read from the entry newterm loaded instead of reading it again. */
static inline int cnc_can_address(void) {
    const char *address = tigetstr("cup");
    return address != 0 && address != (const char *)-1;
}

/* An anonymous memory file, close-on-exec (memfd_create, Linux), or -1. For the stderr capture
 * while curses owns the screen; through syscall() since glibc declares memfd_create only under
 * _GNU_SOURCE, which the Glibc module is built without. */
static inline int cnc_memory_file(const char *name) {
#ifdef SYS_memfd_create
    return (int)syscall(SYS_memfd_create, name, 1u /* MFD_CLOEXEC */);
#else
    (void)name;
    return -1;
#endif
}

/* The Glibc module is built without _XOPEN_SOURCE, which hides wcwidth. */
extern int wcwidth(wchar_t c);
static inline int cnc_wcwidth(unsigned int scalar) { return wcwidth((wchar_t)scalar); }

#endif
