/* paint: the physical limit for the explorer's frame figures, a small C ncurses program that
   paints the same screens locflow does, and nothing else.
   usage: paint FRAME_A.txt [FRAME_B.txt]
   Paints frame A (UTF-8 text, one row a line, as `tmux capture-pane -p` gives it) and waits
   for keys: q quits, any other key paints the other frame (A and B alternate), so keylat
   measures a key-to-paint of a redraw that changes what a locflow key changes.
   Build: cc -O2 -o /tmp/paint Benchmarks/limit/paint.c -lncursesw
   (static: add -static and -ltinfo where libncursesw.a is installed). */
#define _XOPEN_SOURCE_EXTENDED 1
#include <curses.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXROWS 200
static char *frames[2][MAXROWS];
static int counts[2];

static void load(int which, const char *path) {
    FILE *f = fopen(path, "r");
    if (!f) { perror(path); exit(2); }
    char line[8192];
    while (counts[which] < MAXROWS && fgets(line, sizeof line, f)) {
        line[strcspn(line, "\n")] = 0;
        frames[which][counts[which]++] = strdup(line);
    }
    fclose(f);
}

static void paint(int which) {
    for (int r = 0; r < counts[which] && r < LINES; r++) {
        move(r, 0);
        addstr(frames[which][r]);
        clrtoeol();
    }
    refresh();
}

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: paint FRAME_A.txt [FRAME_B.txt]\n"); return 2; }
    load(0, argv[1]);
    load(1, argc > 2 ? argv[2] : argv[1]);
    setlocale(LC_ALL, "");
    initscr();
    raw();
    noecho();
    keypad(stdscr, TRUE);
    curs_set(0);
    int which = 0;
    paint(which);
    for (;;) {
        int key = getch();
        if (key == 'q' || key == ERR) break;
        which = 1 - which;
        paint(which);
    }
    endwin();
    return 0;
}
