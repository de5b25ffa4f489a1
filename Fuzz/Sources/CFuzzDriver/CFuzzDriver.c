// Declarations only (see include/CFuzzDriver.h); the definition is in libFuzzer's runtime.
#include "CFuzzDriver.h"
