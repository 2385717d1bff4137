#ifndef CCOMPOSABLEHOOKS_H
#define CCOMPOSABLEHOOKS_H

/// Records a failure with a test framework: message, file ID, file path, line, column, and
/// whether the failure is expected (1) or not (0).
typedef void (*composable_failure_hook_t)(
    const char *, const char *, const char *, long, long, long);

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

#endif
