// libFuzzer's driver, for a program with a main of its own: Fuzz/run links the
// targets with libFuzzer's library that has no main (libclang_rt.fuzzer_no_main),
// since SwiftPM links each executable target with its own entry point.
// https://llvm.org/docs/LibFuzzer.html#using-libfuzzer-as-a-library
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*UserCb)(const uint8_t *Data, size_t Size));
