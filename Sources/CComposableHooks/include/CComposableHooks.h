#ifndef CCOMPOSABLEHOOKS_H
#define CCOMPOSABLEHOOKS_H

// The engine links no test framework: it finds Swift Testing's and XCTest's functions at run
// time, and only in a process that loaded them (a test runner).

/// Whether the process has loaded the shared library `name` (`libXCTest.so`); never loads it.
int composable_library_is_loaded(const char *name);

/// The address of the symbol `name` in the libraries the process has loaded, or NULL.
void *composable_loaded_symbol(const char *name);

/// Calls the Swift method at `implementation` on the instance `object`, with two arguments of a
/// word each (a class-bound existential's instance and witness table, a closure's function and
/// context), and no result.
void composable_call_method(const void *implementation, void *object, void *first, void *second);

/// The function of a Swift closure that takes nothing and returns nothing, whose context is the
/// instance of a Swift class: called, it calls `composable_run_block` with the context.
const void *composable_block_function(void);

#endif
