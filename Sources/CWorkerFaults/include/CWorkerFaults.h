#ifndef C_WORKER_FAULTS_H
#define C_WORKER_FAULTS_H

/// Has a memory fault of the worker's (SIGSEGV, SIGBUS) that is a stack overflow say so on
/// standard error before the process ends: `store-repl-worker: stack overflow` and, when a
/// frame of the library built of the user's files (`lib<name>_<8 hex digits>.so`) is among the
/// innermost, `store-repl-worker: in <library> +0x<offset>` for the innermost of them.
/// Other faults go on to the handler installed before (the runtime's crash report). An abort
/// (SIGABRT) writes the innermost frame's line too, then goes on to the handler before.
void worker_faults_install(void);

/// Writes on standard error what the worker's code was doing, from the signal handler: only
/// for the crash that ends the process, since it runs code a signal handler should not.
typedef void (*worker_faults_describer_t)(void);

/// Has every crash (a trap, a memory fault, an abort) call `describer` first, once.
void worker_faults_set_describer(worker_faults_describer_t describer);

/// Gives the calling thread a stack of its own for the handler, if it has none: a thread that
/// runs out of stack has none left to handle the fault on.
void worker_faults_prepare_thread(void);

// MARK: - The shell's side: its workers' process groups

#include <sys/types.h>

/// Notes the process group of a worker the shell started (the worker leads it), so that the
/// shell ends it when the shell itself ends: at exit, or by a signal.
void worker_groups_add(pid_t group);

/// Forgets a worker's group, once the shell ended it and reaped the worker.
void worker_groups_remove(pid_t group);

/// Sends SIGKILL to every group noted and forgets them. Async-signal-safe.
void worker_groups_kill_all(void);

/// Ends the noted groups at the shell's exit, and before SIGTERM, SIGHUP, SIGINT or SIGQUIT
/// end it, for each of those whose action is the default: the handler ends the groups, then
/// the signal's default action ends the shell. Idempotent.
void worker_groups_install(void);

#endif
