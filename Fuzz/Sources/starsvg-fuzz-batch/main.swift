import FuzzDriver
#if canImport(Glibc)
import Glibc
#endif

// SwiftPM gives every executable target a `main` of its own, which takes the place of
// libFuzzer's; so this one hands the command line to libFuzzer's driver, which then reads its
// own flags (-max_total_time, -dict, …) and corpus folders from it.
var argumentCount = CommandLine.argc
var argumentValues: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argumentCount, &argumentValues) { data, size in
    fuzzBatch(data, size)
})
