#if canImport(Glibc)
import Glibc
#endif

/// Asks the kernel to back large buffers with huge pages (2 MiB), where it can.
///
/// A batch touches each of its large buffers (the input, the plan, the table of id prefixes)
/// once, soon after making it. In 4 KiB pages, that was about 18,000 page faults for
/// 200,000 lines, 70 to 110 ms of system time on this project's 2-core machines, a sixth of the
/// batch, and on two threads the faults contend in the kernel. Linux's transparent huge pages
/// are often enabled only for memory that asks for them (`madvise` mode): this asks.
enum HugePages {
    /// The size of a huge page on x86-64 and arm64 Linux.
    static let size = 2 << 20

    /// Advises that the whole huge pages inside `buffer` be huge; does nothing for a buffer
    /// that holds none, or where the system has no such advice. Call it before the buffer is
    /// first touched. The advice changes no byte and cannot fail in a way that matters: the
    /// memory is the same memory either way.
    static func advise(_ buffer: UnsafeMutableRawBufferPointer) {
        #if os(Linux)
        guard let base = buffer.baseAddress, buffer.count >= size else { return }
        let start = (Int(bitPattern: base) + size - 1) & ~(size - 1)
        let end = (Int(bitPattern: base) + buffer.count) & ~(size - 1)
        guard end > start, let pointer = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(pointer, end - start, MADV_HUGEPAGE)
        #endif
    }

    /// `advise(_:)` for a typed buffer.
    static func advise<Element>(_ buffer: UnsafeMutableBufferPointer<Element>) {
        advise(UnsafeMutableRawBufferPointer(buffer))
    }
}
