extension Character {
    /// A letter or a digit, the characters words are made of. ASCII is decided by its value; only other
    /// characters look up Unicode's properties, which cost more than the rest of splitting a line.
    var isWordCharacter: Bool {
        if let ascii = asciiValue {
            return (0x61...0x7A).contains(ascii) || (0x41...0x5A).contains(ascii) || (0x30...0x39).contains(ascii)
        }
        return isLetter || isNumber
    }
}
