// duoterm-echo: the smallest ncurses program that shows each key, the other arm
// of duoterm-bench's idle and latency figures. It reads a key (get_wch), shows it
// on the second row (add_wch, or the key's ncurses name), and refreshes: nothing
// else, so what it costs is what any ncurses program pays to answer a key.
// q, Ctrl-C or end of input quits.
//
// The modes are the textbook ones (raw, noecho, keypad) and reads wait: duoterm's
// own modes (no newline translation, reads that never wait, a hidden cursor) are
// for a program with timers, which this one is not.

// Wide characters (get_wch, add_wch, cchar_t).
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1

#include <curses.h>
#include <locale.h>
#include <stdio.h>
#include <unistd.h>

int main(int argc, char **argv) {
  if (argc > 1) {
    fprintf(stderr, "duoterm-echo: takes no arguments ('%s'); run it as duoterm-echo\n", argv[1]);
    return 2;
  }
  if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
    fputs("duoterm-echo: standard input and output must be a terminal; run it in one "
          "(duoterm-bench runs it in tmux)\n",
          stderr);
    return 2;
  }
  setlocale(LC_ALL, "");
  if (newterm(NULL, stdout, stdin) == NULL) {
    fputs("duoterm-echo: ncurses cannot use this terminal; set TERM to one terminfo knows "
          "(xterm-256color)\n",
          stderr);
    return 2;
  }
  raw();
  noecho();
  keypad(stdscr, TRUE);
  addstr("duoterm-echo: each key is shown below; q quits");
  refresh();
  wint_t key;
  int status;
  while ((status = get_wch(&key)) != ERR) {
    if (status == OK && (key == L'q' || key == 3)) break;
    move(1, 0);
    if (status == KEY_CODE_YES) {
      const char *name = keyname((int)key);
      addstr(name != NULL ? name : "?");
    } else {
      wchar_t text[2] = {(wchar_t)key, 0};
      cchar_t cell;
      setcchar(&cell, text, A_NORMAL, 0, NULL);
      add_wch(&cell);
    }
    clrtoeol();
    refresh();
  }
  endwin();
  return 0;
}
