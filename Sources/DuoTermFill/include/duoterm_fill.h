// duoterm-bench's full-frame fill, the reference arm of its frame-cost figure: a
// frame already in ncurses's own cells, handed to ncurses the plainest way (a
// move per run, wadd_wch per cell, one doupdate). In C, built with the package,
// so the floor any ncurses program pays is measured in C, not in Swift.
#ifndef DUOTERM_FILL_H
#define DUOTERM_FILL_H

// Draws `count` runs on stdscr and updates the screen. Run i starts at row
// runs[3i], column runs[3i+1] and is runs[3i+2] cells long, taken in turn from
// `cells`, an array of ncurses's cchar_t (passed untyped so this header does not
// pull curses.h into Swift a second time).
void duo_fill_draw(const void *cells, const int *runs, int count);

#endif
