// The full-frame fill: see include/duoterm_fill.h.

// Wide characters (wadd_wch, cchar_t).
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1

#include <curses.h>

#include "duoterm_fill.h"

void duo_fill_draw(const void *cells, const int *runs, int count) {
  const cchar_t *cell = cells;
  for (int run = 0; run < count; run++) {
    wmove(stdscr, runs[3 * run], runs[3 * run + 1]);
    for (int left = runs[3 * run + 2]; left > 0; left--) wadd_wch(stdscr, cell++);
  }
  wnoutrefresh(stdscr);
  doupdate();
}
