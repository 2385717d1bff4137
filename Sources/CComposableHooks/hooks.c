#include "CComposableHooks.h"
#include <stdatomic.h>

static _Atomic(composable_failure_hook_t) installed_hook = NULL;

void composable_set_failure_hook(composable_failure_hook_t hook) {
  atomic_store(&installed_hook, hook);
}

composable_failure_hook_t composable_failure_hook(void) {
  return atomic_load(&installed_hook);
}

static _Atomic(composable_test_identity_hook_t) installed_identity_hook = NULL;

void composable_set_test_identity_hook(composable_test_identity_hook_t hook) {
  atomic_store(&installed_identity_hook, hook);
}

composable_test_identity_hook_t composable_test_identity_hook(void) {
  return atomic_load(&installed_identity_hook);
}

static _Atomic(composable_test_end_hook_t) installed_end_hook = NULL;

void composable_set_test_end_hook(composable_test_end_hook_t hook) {
  atomic_store(&installed_end_hook, hook);
}

composable_test_end_hook_t composable_test_end_hook(void) {
  return atomic_load(&installed_end_hook);
}
