#ifndef CLIBEDIT_SHIM_H
#define CLIBEDIT_SHIM_H

#include <stdio.h>
#include <editline/readline.h>

// NB: Swift 6 rejects direct access to libedit's mutable C globals ("not concurrency-safe"), so
// every global the shell touches goes through one of these setters or getters. They are only
// called from the thread that calls `readline`, inside or around that call.

/// Configures the readline emulation before its first use: no signal handling of its own (its
/// handlers end by sending the signal to the whole process group, the shell script that started
/// the program included: the shell's own handle them, see `TerminalSignals`), `getc` to read a
/// character (which follows resizes and redraws after a stop), words broken at blanks only (so
/// that `.splash(.fetchCurrentWeather)` is one word), no character appended after a unique
/// completion, and `complete` as the Tab completion function.
static inline void clibedit_configure(rl_completion_func_t *complete, int (*getc)(FILE *)) {
  rl_readline_name = "store-repl";
  rl_catch_signals = 0;
  rl_catch_sigwinch = 0;
  rl_getc_function = getc;
  rl_basic_word_break_characters = " \t\n";
  rl_completer_word_break_characters = (char *)" \t\n";
  rl_completer_quote_characters = "";
  rl_completion_append_character = '\0';
  rl_attempted_completion_function = complete;
}

/// Tells libedit that the completion function's answer is final (no file name fallback).
static inline void clibedit_set_completion_over(void) { rl_attempted_completion_over = 1; }

/// The line being edited (NUL-terminated), or NULL before the first `readline`.
static inline const char *clibedit_line_buffer(void) { return rl_line_buffer; }

/// Binds Ctrl-L to `clear`, in place of libedit's own clear-screen, after libedit is
/// initialized. Returns 0 on success.
static inline int clibedit_bind_clear_screen(rl_command_func_t *clear) {
  return rl_add_defun("store-repl-clear-screen", clear, 12);
}

/// Redraws the prompt and the line, from the cursor's line.
static inline void clibedit_redisplay(void) { rl_forced_update_display(); }

/// Tells libedit the terminal's size again, after a resize.
static inline void clibedit_resize(void) { rl_resize_terminal(); }

/// Caps the in-memory history at `count` entries.
static inline void clibedit_stifle_history(int count) { stifle_history(count); }

#endif
