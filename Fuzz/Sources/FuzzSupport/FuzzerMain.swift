import FuzzDriver
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs libFuzzer's driver on one target and exits with its status: each target's whole
/// `main.swift`. SwiftPM gives every executable target a `main` of its own, which takes the
/// place of libFuzzer's; so the command line goes to the driver, which then reads its own flags
/// (-max_total_time, -dict, …) and corpus folders from it.
/// - Parameter target: the target's LLVMFuzzerTestOneInput: one input's bytes and count.
public func runFuzzer(_ target: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Never {
    var argumentCount = CommandLine.argc
    var argumentValues: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argumentCount, &argumentValues, target))
}
