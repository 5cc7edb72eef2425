extension UInt32 {
    /// The low `count` bits in reverse order.
    func bitReversed(count: Int) -> UInt32 {
        var value = self
        var result: UInt32 = 0
        for _ in 0..<count {
            result = result << 1 | value & 1
            value >>= 1
        }
        return result
    }
}
