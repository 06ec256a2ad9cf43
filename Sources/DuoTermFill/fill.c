// duoterm-bench's ncurses side: see include/duoterm_fill.h.

// Wide characters (wadd_wch, cchar_t), wcwidth.
#define _XOPEN_SOURCE 700
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1

#include <curses.h>
#include <langinfo.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <strings.h>
#include <unistd.h>
#include <wchar.h>

#include "duoterm_fill.h"

_Static_assert(CCHARW_MAX + 1 == DUO_FILL_TEXT_CAPACITY, "a cell holds CCHARW_MAX characters");
_Static_assert(sizeof(wchar_t) == sizeof(uint32_t), "wchar_t is UTF-32");

struct duo_fill_screen {
  SCREEN *screen;
  FILE *output;
  FILE *input;
};

struct duo_fill_frame {
  int count;
  duo_fill_run *runs;
  cchar_t *cells;
};

static int is_utf8(void) {
  const char *codeset = nl_langinfo(CODESET);
  return codeset != NULL && (strcasecmp(codeset, "UTF-8") == 0 || strcasecmp(codeset, "UTF8") == 0);
}

// As duoterm's CursesCellWriter.useUTF8Locale: the environment's locale, or a
// UTF-8 character type when that one is not UTF-8.
static void use_utf8_locale(void) {
  setlocale(LC_ALL, "");
  if (is_utf8()) return;
  const char *candidates[] = {"C.UTF-8", "C.utf8", "en_US.UTF-8"};
  for (size_t index = 0; index < sizeof candidates / sizeof *candidates; index++) {
    if (setlocale(LC_CTYPE, candidates[index]) != NULL && is_utf8()) return;
  }
}

duo_fill_screen *duo_fill_open(const char *output_path, int rows, int columns, const char **error) {
  use_utf8_locale();
  duo_fill_screen *result = calloc(1, sizeof *result);
  if (result == NULL) {
    *error = "out of memory";
    return NULL;
  }
  result->output = fopen(output_path, "w");
  result->input = fopen("/dev/null", "r");
  if (result->output == NULL || result->input == NULL) {
    *error = result->output == NULL ? "cannot write the output file" : "cannot read /dev/null";
  } else {
    result->screen = newterm("xterm-256color", result->output, result->input);
    if (result->screen != NULL) {
      resizeterm(rows, columns);
      return result;
    }
    *error = "ncurses has no xterm-256color terminal description (apt-get install ncurses-base)";
  }
  if (result->output != NULL) fclose(result->output);
  if (result->input != NULL) fclose(result->input);
  free(result);
  return NULL;
}

int duo_fill_start(void) {
  raw();
  noecho();
  nonl();
  intrflush(stdscr, FALSE);
  leaveok(stdscr, TRUE);
  curs_set(0);
  if (!has_colors()) return 0;
  start_color();
  use_default_colors();
  return 1;
}

long duo_fill_bytes(duo_fill_screen *screen) {
  fflush(screen->output);
  return (long)lseek(fileno(screen->output), 0, SEEK_CUR);
}

void duo_fill_close(duo_fill_screen *screen) {
  endwin();
  delscreen(screen->screen);
  fclose(screen->output);
  fclose(screen->input);
  free(screen);
}

uint32_t duo_fill_attributes(int bold, int dim, int reverse, int underline) {
  attr_t attributes = A_NORMAL;
  if (bold) attributes |= A_BOLD;
  if (dim) attributes |= A_DIM;
  if (reverse) attributes |= A_REVERSE;
  if (underline) attributes |= A_UNDERLINE;
  return (uint32_t)attributes;
}

int duo_fill_color_pairs(void) { return COLOR_PAIRS; }

void duo_fill_init_pair(short pair, short foreground, short background) {
  init_pair(pair, foreground, background);
}

int duo_fill_wcwidth(uint32_t character) { return wcwidth((wchar_t)character); }

void duo_fill_draw(const duo_fill_cell *cells, const duo_fill_run *runs, int count) {
  cchar_t converted;
  for (int run = 0; run < count; run++) {
    wmove(stdscr, runs[run].row, runs[run].column);
    for (int left = runs[run].count; left > 0; left--, cells++) {
      if (setcchar(&converted, (const wchar_t *)cells->text, cells->attributes, cells->pair, NULL) == OK) {
        wadd_wch(stdscr, &converted);
      }
    }
  }
  wnoutrefresh(stdscr);
  doupdate();
}

duo_fill_frame *duo_fill_prepare(const duo_fill_cell *cells, const duo_fill_run *runs, int count) {
  int total = 0;
  for (int run = 0; run < count; run++) total += runs[run].count;
  duo_fill_frame *frame = calloc(1, sizeof *frame);
  if (frame == NULL) return NULL;
  frame->count = count;
  frame->runs = malloc(sizeof *runs * (count > 0 ? count : 1));
  frame->cells = malloc(sizeof(cchar_t) * (total > 0 ? total : 1));
  if (frame->runs == NULL || frame->cells == NULL) {
    duo_fill_free(frame);
    return NULL;
  }
  for (int run = 0; run < count; run++) frame->runs[run] = runs[run];
  for (int index = 0; index < total; index++) {
    setcchar(&frame->cells[index], (const wchar_t *)cells[index].text, cells[index].attributes,
             cells[index].pair, NULL);
  }
  return frame;
}

void duo_fill_draw_prepared(const duo_fill_frame *frame) {
  const cchar_t *cell = frame->cells;
  for (int run = 0; run < frame->count; run++) {
    wmove(stdscr, frame->runs[run].row, frame->runs[run].column);
    for (int left = frame->runs[run].count; left > 0; left--) wadd_wch(stdscr, cell++);
  }
  wnoutrefresh(stdscr);
  doupdate();
}

void duo_fill_free(duo_fill_frame *frame) {
  if (frame == NULL) return;
  free(frame->runs);
  free(frame->cells);
  free(frame);
}
