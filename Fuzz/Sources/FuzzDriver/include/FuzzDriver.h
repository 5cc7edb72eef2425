#ifndef STARSVG_FUZZ_DRIVER_H
#define STARSVG_FUZZ_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver, for programs that have a main of their own (SwiftPM gives every
/// executable target one): parses libFuzzer's flags from argv and runs the fuzzing loop,
/// calling `callback` with each input. Defined in compiler-rt's libFuzzer, linked in by
/// `-sanitize=fuzzer`.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
