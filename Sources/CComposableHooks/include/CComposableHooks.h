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

#endif
