/// Calls `body` with a `nil`-terminated array of C strings holding `words` byte for byte, laid
/// out as `argv` and `envp` are. Bytes that are not UTF-8 pass through untouched, which
/// Swift's `String`-based APIs (Foundation's `Process` among them) cannot do.
/// - Parameters:
///   - words: The strings' bytes, without terminating NULs.
///   - body: Gets the array; it and its strings live only during the call.
/// - Returns: What `body` returns.
/// - Complexity: O(n) in the total number of bytes.
public func withCStringArray<Result>(
    _ words: [[UInt8]], _ body: (UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) throws -> Result
) rethrows -> Result {
    var pointers: [UnsafeMutablePointer<CChar>?] = words.map { bytes in
        let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
        for (index, byte) in bytes.enumerated() { copy[index] = CChar(bitPattern: byte) }
        copy[bytes.count] = 0
        return copy
    } + [nil]
    defer { for pointer in pointers { pointer?.deallocate() } }
    return try pointers.withUnsafeMutableBufferPointer { try body($0.baseAddress!) }
}
