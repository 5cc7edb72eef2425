// A C target needs one source file; the module only exists to declare LLVMFuzzerRunDriver
// (see include/FuzzDriver.h) with its exact C signature.
#include "FuzzDriver.h"
