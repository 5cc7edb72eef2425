/// All the memory one compression needs, in one allocation: room for the input (the filtered
/// rows of a PNG), scratch room for the caller, the hash tables and the block's symbols.
///
/// One allocation, not six, and freed at once: on Linux, glibc serves an allocation this
/// large by `mmap` the first time and raises its threshold when it is freed, so that the next
/// picture's workspace comes from the heap, where pages are already mapped. Six allocations of
/// which each is under the threshold instead left the heap's top free after every picture,
/// which glibc gave back to the kernel and faulted in again: dozens of page faults a picture,
/// a large share of the time of encoding ratings one after another where a fault costs a
/// virtual machine's exit.
struct DeflateWorkspace {
    /// Room for `inputCapacity` bytes of input.
    let input: UnsafeMutablePointer<UInt8>
    /// Room for `scratchCapacity` bytes of the caller's.
    let scratch: UnsafeMutablePointer<UInt8>
    /// The hash heads (`1 << hashBits`).
    let head: UnsafeMutablePointer<Int32>
    /// The hash chains' links, one per window position.
    let previous: UnsafeMutablePointer<UInt16>
    /// The block's symbols.
    let symbols: UnsafeMutablePointer<UInt32>
    /// Counts of the literal/length alphabet's 286 symbols, then the distance alphabet's 30.
    let frequencies: UnsafeMutablePointer<Int>
    /// `DeflateTables.lengthCode`, here so the matcher's loop reads no global.
    let lengthCode: UnsafeMutablePointer<UInt8>
    private let memory: UnsafeMutableRawPointer

    /// A workspace for `parameters` with room for `inputCapacity` bytes of input and
    /// `scratchCapacity` bytes of scratch; `deallocate()` frees it.
    init(parameters: DeflateParameters, inputCapacity: Int = 0, scratchCapacity: Int = 0) {
        // Largest alignment first, so that every part is aligned.
        let headCount = 1 << parameters.hashBits
        var offsets: [Int] = []
        var size = 0
        for bytes in [286 * 8 + 30 * 8, parameters.blockSymbols * 4, headCount * 4, DeflateTables.windowSize * 2,
                      DeflateTables.lengthCode.count, inputCapacity, scratchCapacity] {
            offsets.append(size)
            size += (bytes + 15) & ~15
        }
        memory = .allocate(byteCount: size, alignment: 16)
        frequencies = (memory + offsets[0]).bindMemory(to: Int.self, capacity: 316)
        symbols = (memory + offsets[1]).bindMemory(to: UInt32.self, capacity: parameters.blockSymbols)
        head = (memory + offsets[2]).bindMemory(to: Int32.self, capacity: headCount)
        // No value for `previous`: every slot read belongs to a position already inserted, which
        // wrote it. `head` is set for each segment.
        previous = (memory + offsets[3]).bindMemory(to: UInt16.self, capacity: DeflateTables.windowSize)
        lengthCode = (memory + offsets[4]).bindMemory(to: UInt8.self, capacity: DeflateTables.lengthCode.count)
        input = (memory + offsets[5]).bindMemory(to: UInt8.self, capacity: inputCapacity)
        scratch = (memory + offsets[6]).bindMemory(to: UInt8.self, capacity: scratchCapacity)
        frequencies.initialize(repeating: 0, count: 316)
        lengthCode.initialize(from: DeflateTables.lengthCode, count: DeflateTables.lengthCode.count)
    }

    /// Frees the memory.
    func deallocate() {
        memory.deallocate()
    }
}
