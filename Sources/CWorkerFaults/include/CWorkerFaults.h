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

#endif
