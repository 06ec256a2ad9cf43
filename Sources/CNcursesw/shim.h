// The C side of DuoTerm's ncurses adapter. SwiftPM drops pkg-config's
// -D_XOPEN_SOURCE=600, which turns wide characters off: ask for them here.
#ifndef DUOTERM_CNCURSESW_SHIM_H
#define DUOTERM_CNCURSESW_SHIM_H

#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1

#endif

#include <locale.h>
#include <wchar.h>
#include <curses.h>

// Globals and macros Swift cannot use directly.
static inline WINDOW *duo_stdscr(void) { return stdscr; }
static inline int duo_lines(void) { return LINES; }
static inline int duo_cols(void) { return COLS; }
static inline attr_t duo_a_bold(void) { return A_BOLD; }
static inline attr_t duo_a_dim(void) { return A_DIM; }
static inline attr_t duo_a_reverse(void) { return A_REVERSE; }
static inline attr_t duo_a_underline(void) { return A_UNDERLINE; }
static inline attr_t duo_a_normal(void) { return A_NORMAL; }

// Cells written from the cursor on (after one move), each a grapheme.
static inline int duo_add_cell(const wchar_t *wch, attr_t attrs, short pair) {
  cchar_t cell;
  if (setcchar(&cell, wch, attrs, pair, NULL) != OK) return ERR;
  return wadd_wch(stdscr, &cell);
}

static inline int duo_ccharw_max(void) { return CCHARW_MAX; }

static inline int duo_color_pairs(void) { return COLOR_PAIRS; }

// The C library's idea of a character's width, which ncurses uses. glibc declares
// it only under _XOPEN_SOURCE, which SwiftPM drops.
extern int wcwidth(wchar_t c);
static inline int duo_wcwidth(wchar_t c) { return wcwidth(c); }

// What terminfo says of `term`: 0 unknown, 1 usable, 2 known but unable to move
// the cursor (TERM=dumb). Writes nothing (an error pointer is passed).
#include <term.h>
static inline int duo_term_check(const char *term, int fd) {
  int error = 0;
  if (setupterm((char *)term, fd, &error) != OK) return 0;
  char *move = tigetstr("cup");
  int usable = move != NULL && move != (char *)-1;
  del_curterm(cur_term);
  return usable ? 1 : 2;
}


// A pseudo-terminal pair for a tapped screen (`OutputRelay`): opens the master and
// writes the slave's path into `slave` (Linux: /dev/ptmx and /dev/pts/N). Returns
// the master, or -1. glibc's posix_openpt and ptsname are not visible to Swift.
#include <fcntl.h>
#include <unistd.h>
#include <sys/ioctl.h>
static inline int duo_open_pty(char *slave, size_t size) {
  int master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC);
  if (master < 0) return -1;
  int unlock = 0, number = 0;
  if (ioctl(master, TIOCSPTLCK, &unlock) != 0 || ioctl(master, TIOCGPTN, &number) != 0) {
    close(master);
    return -1;
  }
  snprintf(slave, size, "/dev/pts/%d", number);
  return master;
}

#endif
