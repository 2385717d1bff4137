#define _GNU_SOURCE
#include "CWorkerFaults.h"

#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <sys/types.h>

// The process groups of the shell's running workers; 0 marks a free slot. A shell runs one
// worker, two while a reload compares the old code with the new.
#define GROUP_SLOTS 8
static _Atomic(pid_t) groups[GROUP_SLOTS];

void worker_groups_add(pid_t group) {
  for (int slot = 0; slot < GROUP_SLOTS; slot++) {
    pid_t free_slot = 0;
    if (atomic_compare_exchange_strong(&groups[slot], &free_slot, group)) return;
  }
}

void worker_groups_remove(pid_t group) {
  for (int slot = 0; slot < GROUP_SLOTS; slot++) {
    pid_t expected = group;
    atomic_compare_exchange_strong(&groups[slot], &expected, 0);
  }
}

void worker_groups_kill_all(void) {
  for (int slot = 0; slot < GROUP_SLOTS; slot++) {
    pid_t group = atomic_exchange(&groups[slot], 0);
    if (group > 0) kill(-group, SIGKILL);
  }
}

static void end_workers_then_die(int signal) {
  worker_groups_kill_all();
  struct sigaction action = {0};
  action.sa_handler = SIG_DFL;
  sigemptyset(&action.sa_mask);
  sigaction(signal, &action, NULL);
  raise(signal);
}

static void end_workers_at_exit(void) { worker_groups_kill_all(); }

void worker_groups_install(void) {
  static atomic_int installed = 0;
  if (atomic_exchange(&installed, 1)) return;
  atexit(end_workers_at_exit);
  int signals[] = {SIGTERM, SIGHUP, SIGINT, SIGQUIT};
  for (unsigned index = 0; index < sizeof signals / sizeof signals[0]; index++) {
    struct sigaction current;
    if (sigaction(signals[index], NULL, &current) != 0 || current.sa_handler != SIG_DFL) continue;
    struct sigaction action = {0};
    action.sa_handler = end_workers_then_die;
    sigemptyset(&action.sa_mask);
    sigaction(signals[index], &action, NULL);
  }
}
