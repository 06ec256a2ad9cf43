// duoterm-bench's ncurses side, in C: an ncurses screen on a file instead of a
// terminal, and cells drawn on it. The bench's Swift code (duoterm's pipeline:
// reduce, layout, raster, diff) hands its cells over as plain structs, so that no
// Swift code but duoterm's own calls ncurses. Built with the package.
//
// What is drawn where:
//   duo_fill_draw           each cell converted (setcchar) and drawn (wadd_wch),
//                           as duoterm's writer does: the bench's duoterm arm
//   duo_fill_prepare/_draw_prepared
//                           the cells converted once, ahead, and later only drawn:
//                           the frame-cost reference, the floor of any ncurses program
#ifndef DUOTERM_FILL_H
#define DUOTERM_FILL_H

#include <stdint.h>

// Room for a cell's characters: ncurses's CCHARW_MAX (5) and the terminating 0
// (checked in fill.c).
#define DUO_FILL_TEXT_CAPACITY 6

// A cell as ncurses takes it: its characters (UTF-32, 0-terminated), ncurses
// attributes (from duo_fill_attributes) and a colour pair (from duo_fill_init_pair,
// or 0).
// `text` comes first: the bench writes it through a pointer to the cell.
typedef struct duo_fill_cell {
  uint32_t text[DUO_FILL_TEXT_CAPACITY];
  uint32_t attributes;
  short pair;
} duo_fill_cell;

// A run of cells from (row, column) on, `count` of them, taken in turn.
typedef struct duo_fill_run {
  int row;
  int column;
  int count;
} duo_fill_run;

typedef struct duo_fill_screen duo_fill_screen;
typedef struct duo_fill_frame duo_fill_frame;

// Starts ncurses on `output_path` (input from /dev/null) with the xterm-256color
// description, sized rows × columns, in a UTF-8 locale. NULL when it cannot, with
// the reason in *error (one line, static).
duo_fill_screen *duo_fill_open(const char *output_path, int rows, int columns, const char **error);

// Sets duoterm's modes on the screen just opened (a raw tty, no echo, no newline
// translation, a hidden cursor left where it is; no keypad mode, ncurses reads no
// key) and starts colours, as duoterm's CursesCellWriter.start does.
// Returns 1 when the screen has colours.
int duo_fill_start(void);

// Bytes ncurses has written to the screen's output so far.
long duo_fill_bytes(duo_fill_screen *screen);

// Ends ncurses on the screen and closes its files.
void duo_fill_close(duo_fill_screen *screen);

// ncurses attributes for a style: A_BOLD, A_DIM, A_REVERSE, A_UNDERLINE.
uint32_t duo_fill_attributes(int bold, int dim, int reverse, int underline);

// Colour pairs: how many the terminal has, and making one (-1: default colour).
int duo_fill_color_pairs(void);
void duo_fill_init_pair(short pair, short foreground, short background);

// The C library's width of a character, which ncurses measures with.
int duo_fill_wcwidth(uint32_t character);

// Draws `count` runs of `cells` on the current screen and updates it: a move per
// run, setcchar and wadd_wch per cell, one doupdate.
void duo_fill_draw(const duo_fill_cell *cells, const duo_fill_run *runs, int count);

// The same cells converted to ncurses's own (cchar_t) now, drawn later with
// duo_fill_draw_prepared: a move per run, wadd_wch per cell, one doupdate. NULL
// when memory runs out. Free with duo_fill_free.
duo_fill_frame *duo_fill_prepare(const duo_fill_cell *cells, const duo_fill_run *runs, int count);
void duo_fill_draw_prepared(const duo_fill_frame *frame);
void duo_fill_free(duo_fill_frame *frame);

#endif
