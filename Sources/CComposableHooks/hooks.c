#include "CComposableHooks.h"
#include <stdatomic.h>

static _Atomic(composable_failure_hook_t) installed_hook = NULL;

void composable_set_failure_hook(composable_failure_hook_t hook) {
  atomic_store(&installed_hook, hook);
}

composable_failure_hook_t composable_failure_hook(void) {
  return atomic_load(&installed_hook);
}
