#ifndef C_WORKER_FAULTS_H
#define C_WORKER_FAULTS_H

/// Has a memory fault of the worker's (SIGSEGV, SIGBUS) that is a stack overflow say so on
/// standard error before the process ends: `store-repl-worker: stack overflow` and, when a
/// frame of the library built of the user's files (`lib<name>_<8 hex digits>.so`) is among the
/// innermost, `store-repl-worker: in <library> +0x<offset>` for the innermost of them.
/// Other faults go on to the handler installed before (the runtime's crash report). An abort
/// (SIGABRT) writes the innermost frame's line too, then goes on to the handler before.
void worker_faults_install(void);

/// Gives the calling thread a stack of its own for the handler, if it has none: a thread that
/// runs out of stack has none left to handle the fault on.
void worker_faults_prepare_thread(void);

#endif
