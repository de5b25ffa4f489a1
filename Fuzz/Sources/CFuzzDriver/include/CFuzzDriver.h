// libFuzzer's entry for programs that have their own main (libclang_rt.fuzzer): SwiftPM gives each
// executable target a main that calls `<target>_main`, so the harnesses start libFuzzer from there.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
