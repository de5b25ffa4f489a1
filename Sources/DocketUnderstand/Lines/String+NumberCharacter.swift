extension String {
    /// `contains(where: \.isNumber)`, the same answer for every string, with ASCII decided by its bytes:
    /// Unicode's property lookup for each character cost more than the rest of a line's first checks.
    /// A digit after only ASCII starts its own character, so it answers at once; any other byte
    /// before it sends the string the long way.
    var hasNumberCharacter: Bool {
        for byte in utf8 {
            if byte >= 0x80 { return contains(where: \.isNumber) }
            if (0x30...0x39).contains(byte) { return true }
        }
        return false
    }

    /// Whether `count` ASCII digits stand together somewhere in the string.
    func hasASCIIDigitRun(_ count: Int) -> Bool {
        var run = 0
        for byte in utf8 {
            run = (0x30...0x39).contains(byte) ? run + 1 : 0
            if run >= count { return true }
        }
        return false
    }
}
