/// A frame as the worker writes it on its answer pipe — a well-formed answer to a run, whose
/// nonce (0) no request has — which the fault tests have the user's code write there, as code
/// that forges answers would. `WorkerChannelTests.printTheForgedFrame` prints it anew when the
/// protocol changes (`STORE_REPL_PRINT_FORGED_FRAME=1`).
public let forgedRanFrame: [UInt8] = [
  171, 0, 0, 0, 8, 2, 5, 110, 111, 110, 99, 101, 4, 0, 7, 109, 101, 115, 115, 97, 103, 101, 8,
  1, 3, 114, 97, 110, 8, 1, 2, 95, 48, 8, 3, 6, 111, 117, 116, 112, 117, 116, 8, 8, 5, 108, 105,
  110, 101, 115, 7, 1, 6, 8, 32, 32, 102, 111, 114, 103, 101, 100, 6, 102, 97, 105, 108, 101,
  100, 1, 5, 113, 117, 105, 116, 115, 1, 6, 101, 118, 101, 110, 116, 115, 7, 0, 5, 100, 105,
  102, 102, 115, 7, 0, 9, 102, 117, 108, 108, 68, 105, 102, 102, 115, 7, 0, 20, 119, 97, 105,
  116, 115, 79, 117, 116, 115, 105, 100, 101, 84, 104, 101, 67, 108, 111, 99, 107, 1, 10, 105,
  115, 82, 101, 106, 101, 99, 116, 101, 100, 1, 6, 112, 114, 111, 109, 112, 116, 6, 15, 70, 97,
  117, 108, 116, 121, 32, 48, 46, 48, 48, 48, 115, 62, 32, 8, 112, 111, 115, 105, 116, 105, 111,
  110, 3, 4,
]
