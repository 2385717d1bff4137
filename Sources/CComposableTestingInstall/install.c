#include "CComposableHooks.h"

// Defined in Swift, in ComposableTesting.
extern void composable_testing_record_failure(
    const char *message, const char *file_id, const char *file_path, long line, long column,
    long expected, const char *reason);

// Defined in Swift, in ComposableTesting.
extern long composable_testing_current_test(void);

// Defined in Swift, in ComposableTesting.
extern long composable_testing_at_test_end(long test);

// Defined in Swift, in ComposableTesting.
extern void composable_testing_loaded(void);

__attribute__((constructor)) static void composable_testing_install(void) {
  composable_set_failure_hook(composable_testing_record_failure);
  composable_set_test_identity_hook(composable_testing_current_test);
  composable_set_test_end_hook(composable_testing_at_test_end);
  composable_testing_loaded();
}
