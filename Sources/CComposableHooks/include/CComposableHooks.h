#ifndef CCOMPOSABLEHOOKS_H
#define CCOMPOSABLEHOOKS_H

/// Records a failure with a test framework: message, file ID, file path, line, column, whether
/// the failure is expected (0: no; 1: an assertion a non-exhaustive test store skipped; 2: a
/// failure an `XCTExpectFailure` expected), and why it was expected (NULL when no reason was
/// given).
typedef void (*composable_failure_hook_t)(
    const char *, const char *, const char *, long, long, long, const char *);

/// Installs the hook that routes engine failures to a test framework.
void composable_set_failure_hook(composable_failure_hook_t hook);

/// The installed hook, or NULL when no test framework support is linked.
composable_failure_hook_t composable_failure_hook(void);

/// The test running on the calling thread, as a number no other test of the process has, or 0
/// outside a test.
typedef long (*composable_test_identity_hook_t)(void);

/// Installs the hook that tells which test is running.
void composable_set_test_identity_hook(composable_test_identity_hook_t hook);

/// The installed hook, or NULL when no test framework support is linked.
composable_test_identity_hook_t composable_test_identity_hook(void);

/// Arranges for the engine's end-of-test checks of the running test (the given number) to run
/// when that test ends, while it can still fail; returns 1 when it could, 0 when the test
/// framework running it tells nobody when a test ends.
typedef long (*composable_test_end_hook_t)(long);

/// Installs the hook that arranges end-of-test checks.
void composable_set_test_end_hook(composable_test_end_hook_t hook);

/// The installed hook, or NULL when no test framework support is linked.
composable_test_end_hook_t composable_test_end_hook(void);

#endif
