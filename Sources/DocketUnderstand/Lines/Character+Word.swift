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

extension Character {
    /// `isLetter`, with ASCII decided by its value (Unicode's property lookup costs more than the rest
    /// of splitting a title); the same answer for every character.
    var isLetterFast: Bool {
        if let ascii = asciiValue { return (0x61...0x7A).contains(ascii) || (0x41...0x5A).contains(ascii) }
        return isLetter
    }
}
