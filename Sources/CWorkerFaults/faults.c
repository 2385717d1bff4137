#define _GNU_SOURCE
#include "CWorkerFaults.h"

#include <dlfcn.h>
#include <stdatomic.h>
#include <execinfo.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <ucontext.h>
#include <unistd.h>

static struct sigaction previous_segv;
static struct sigaction previous_bus;
static struct sigaction previous_abort;
static struct sigaction previous_trap;
static struct sigaction previous_illegal;
static struct sigaction previous_arithmetic;
static _Atomic(worker_faults_describer_t) describer = NULL;
static volatile sig_atomic_t described = 0;

// A fault this close to the stack pointer, below it or just above, is the stack running
// into its guard page: a frame's probe or push touches at most a frame's size below it.
#define OVERFLOW_BELOW (1024 * 1024)
#define OVERFLOW_ABOVE (64 * 1024)
#define HANDLER_STACK (256 * 1024)

static void write_text(const char *text) {
  size_t length = strlen(text);
  while (length > 0) {
    ssize_t written = write(STDERR_FILENO, text, length);
    if (written <= 0) return;
    text += written;
    length -= (size_t)written;
  }
}

static uintptr_t stack_pointer(void *context) {
  ucontext_t *ucontext = context;
#if defined(__x86_64__)
  return (uintptr_t)ucontext->uc_mcontext.gregs[REG_RSP];
#elif defined(__aarch64__)
  return (uintptr_t)ucontext->uc_mcontext.sp;
#else
  (void)ucontext;
  return 0;
#endif
}

/// Whether `path` is a library the loader built of the user's files: `lib<name>_<8 hex>.so`.
static int is_feature_library(const char *path) {
  const char *slash = strrchr(path, '/');
  const char *name = slash ? slash + 1 : path;
  size_t length = strlen(name);
  if (length < 3 + 9 + 3 || strncmp(name, "lib", 3) != 0) return 0;
  if (strcmp(name + length - 3, ".so") != 0) return 0;
  const char *digits = name + length - 3 - 8;
  if (digits[-1] != '_') return 0;
  for (int index = 0; index < 8; index++) {
    char c = digits[index];
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'))) return 0;
  }
  return 1;
}

static void name_innermost_frame(void) {
  void *frames[64];
  int count = backtrace(frames, 64);
  for (int index = 0; index < count; index++) {
    Dl_info info;
    if (dladdr(frames[index], &info) == 0 || info.dli_fname == NULL) continue;
    if (!is_feature_library(info.dli_fname)) continue;
    // The library's functions are not exported (nothing names them for `dladdr`): the
    // shell finds the function and its line from the offset, in the library's debug info.
    char offset[2 + 16 + 1] = "0x";
    uintptr_t value = (uintptr_t)frames[index] - (uintptr_t)info.dli_fbase;
    int digits = 1;
    for (uintptr_t rest = value >> 4; rest != 0; rest >>= 4) digits++;
    for (int digit = digits - 1; digit >= 0; digit--) {
      offset[2 + digit] = "0123456789abcdef"[value & 0xF];
      value >>= 4;
    }
    offset[2 + digits] = 0;
    write_text("store-repl-worker: in ");
    write_text(info.dli_fname);
    write_text(" +");
    write_text(offset);
    write_text("\n");
    return;
  }
}

/// Has the describer say what the code was doing, once. It runs code a signal handler should
/// not (it allocates, it may take a lock): an alarm ends the process if it does not return.
static void describe_once(void) {
  worker_faults_describer_t describe = atomic_load(&describer);
  if (describe == NULL || described) return;
  described = 1;
  alarm(5);
  describe();
  alarm(0);
}

static struct sigaction *previous_action(int signal_number) {
  switch (signal_number) {
  case SIGBUS: return &previous_bus;
  case SIGABRT: return &previous_abort;
  case SIGTRAP: return &previous_trap;
  case SIGILL: return &previous_illegal;
  case SIGFPE: return &previous_arithmetic;
  default: return &previous_segv;
  }
}

/// A trap (the runtime's fatal errors, a force unwrap of nil, an index out of range) or an
/// arithmetic fault: said what the code was doing, then on to the handler installed before.
static void handle_trap(int signal_number, siginfo_t *info, void *context) {
  (void)info;
  (void)context;
  describe_once();
  // Met again on return, the fault goes to the handler installed before.
  sigaction(signal_number, previous_action(signal_number), NULL);
}

/// An abort (the runtime's fatal errors that are not traps: memory that could not be allocated)
/// names the innermost frame of the user's code too: the runtime's report needs a process of
/// its own, which memory that ran out may not leave room to start.
static void handle_abort(int signal_number, siginfo_t *info, void *context) {
  (void)info;
  (void)context;
  name_innermost_frame();
  describe_once();
  // Blocked while this handler runs, the signal raised again goes to the handler
  // installed before as soon as this one returns.
  sigaction(signal_number, &previous_abort, NULL);
  raise(signal_number);
}

static void handle_fault(int signal_number, siginfo_t *info, void *context) {
  uintptr_t fault = (uintptr_t)info->si_addr;
  uintptr_t sp = stack_pointer(context);
  struct sigaction *previous = previous_action(signal_number);
  if (sp != 0 && fault + OVERFLOW_BELOW >= sp && fault <= sp + OVERFLOW_ABOVE) {
    write_text("store-repl-worker: stack overflow\n");
    name_innermost_frame();
    describe_once();
    // The runtime's handler has nothing to add, and its report of a stack thousands of
    // frames deep would be long: the fault, met again on return, ends the process.
    signal(signal_number, SIG_DFL);
    return;
  }
  describe_once();
  // Met again on return, the fault goes to the handler installed before.
  sigaction(signal_number, previous, NULL);
}

void worker_faults_set_describer(worker_faults_describer_t describe) {
  atomic_store(&describer, describe);
}

void worker_faults_prepare_thread(void) {
  stack_t current;
  if (sigaltstack(NULL, &current) != 0) return;
  if (!(current.ss_flags & SS_DISABLE) && current.ss_size >= HANDLER_STACK) return;
  void *memory = mmap(NULL, HANDLER_STACK, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (memory == MAP_FAILED) return;
  stack_t stack = {.ss_sp = memory, .ss_size = HANDLER_STACK, .ss_flags = 0};
  if (sigaltstack(&stack, NULL) != 0) munmap(memory, HANDLER_STACK);
}

void worker_faults_install(void) {
  // NB: The first `backtrace` loads the unwinder, which a signal handler must not.
  void *frame[1];
  backtrace(frame, 1);
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_sigaction = handle_fault;
  action.sa_flags = SA_SIGINFO | SA_ONSTACK;
  sigemptyset(&action.sa_mask);
  sigaction(SIGSEGV, &action, &previous_segv);
  sigaction(SIGBUS, &action, &previous_bus);
  action.sa_sigaction = handle_abort;
  sigaction(SIGABRT, &action, &previous_abort);
  action.sa_sigaction = handle_trap;
  sigaction(SIGTRAP, &action, &previous_trap);
  sigaction(SIGILL, &action, &previous_illegal);
  sigaction(SIGFPE, &action, &previous_arithmetic);
  worker_faults_prepare_thread();
}
