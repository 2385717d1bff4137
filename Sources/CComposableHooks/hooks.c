#define _GNU_SOURCE
#include "CComposableHooks.h"
#include <dlfcn.h>
#include <stddef.h>

// NB: The Swift calling convention, as clang writes it: a method takes its instance, and a
// closure its context, in the register `swift_context` names.
#define SWIFT_CALL __attribute__((swiftcall))
#define SWIFT_CONTEXT __attribute__((swift_context))

int composable_library_is_loaded(const char *name) {
  void *library = dlopen(name, RTLD_LAZY | RTLD_NOLOAD);
  if (library == NULL) return 0;
  dlclose(library);
  return 1;
}

void *composable_loaded_symbol(const char *name) {
  return dlsym(RTLD_DEFAULT, name);
}

typedef SWIFT_CALL void (*composable_method_t)(void *, void *, void *SWIFT_CONTEXT);

void composable_call_method(const void *implementation, void *object, void *first, void *second) {
  ((composable_method_t)implementation)(first, second, object);
}

// Defined in Swift, in Composable: runs the block whose context is `context`.
extern void composable_run_block(void *context);

SWIFT_CALL static void composable_block(void *context SWIFT_CONTEXT) {
  composable_run_block(context);
}

const void *composable_block_function(void) {
  return (const void *)composable_block;
}

// Defined in Swift, in Composable: starts numbering XCTest's cases as they run.
extern void composable_xctest_loaded(void);

// NB: When the binary loads, before XCTest runs its first case, so that the first case is known
// too. Only a process that loaded XCTest (a test runner) goes further.
__attribute__((constructor)) static void composable_watch_xctest(void) {
  if (composable_library_is_loaded("libXCTest.so")) composable_xctest_loaded();
}
