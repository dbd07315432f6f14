#ifndef VETNET_CFUZZERDRIVER_H
#define VETNET_CFUZZERDRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver, linked in by `-sanitize=fuzzer`. The fuzz executables call it from their own `main`,
/// because SwiftPM names an executable's entry point itself and so libFuzzer's `main` is never used.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
