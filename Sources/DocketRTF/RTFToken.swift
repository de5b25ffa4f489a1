/// One piece of RTF as the tokenizer sees it.
enum RTFToken: Equatable {
    case groupStart
    case groupEnd
    /// `\name` or `\name-12`: a control word with its optional numeric parameter.
    case controlWord(String, Int?)
    /// `\~`, `\{`, `\*`…: a backslash and one character that is not a letter.
    case controlSymbol(UInt8)
    /// `\'hh`: one byte in the document's code page.
    case hexByte(UInt8)
    /// Plain text bytes, in the document's code page.
    case text(UInt8)
    /// `\binN` and the N raw bytes after it, which are no text.
    case binary(Int)
}

/// Splits RTF bytes into tokens, one at a time, never recursing.
///
/// Line ends in the file are not text (RTF writers wrap long lines anywhere), and the one space that
/// ends a control word belongs to it.
struct RTFTokenizer {
    private let bytes: [UInt8]
    private(set) var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func next() -> RTFToken? {
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "{"): return .groupStart
            case UInt8(ascii: "}"): return .groupEnd
            case 0x0D, 0x0A, 0x00: continue
            case UInt8(ascii: "\\"): return control()
            default: return .text(byte)
            }
        }
        return nil
    }

    private mutating func control() -> RTFToken? {
        guard position < bytes.count else { return nil }
        let first = bytes[position]
        guard Self.isLetter(first) else {
            position += 1
            if first == UInt8(ascii: "'") {
                guard position + 2 <= bytes.count,
                      let high = Self.hexValue(bytes[position]), let low = Self.hexValue(bytes[position + 1]) else {
                    return .controlSymbol(first)
                }
                position += 2
                return .hexByte(high << 4 | low)
            }
            // A backslash before a line end is a paragraph break, as \par.
            if first == 0x0A || first == 0x0D { return .controlWord("par", nil) }
            return .controlSymbol(first)
        }
        let nameStart = position
        while position < bytes.count, Self.isLetter(bytes[position]), position - nameStart < 32 { position += 1 }
        let name = String(decoding: bytes[nameStart..<position], as: UTF8.self)
        var parameter: Int?
        var negative = false
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") {
            negative = true
            position += 1
        }
        let digitsStart = position
        while position < bytes.count, (0x30...0x39).contains(bytes[position]), position - digitsStart < 10 {
            position += 1
        }
        if position > digitsStart {
            let value = Int(String(decoding: bytes[digitsStart..<position], as: UTF8.self)) ?? 0
            parameter = negative ? -value : value
        } else if negative {
            position -= 1  // a lone '-' is text, not part of the word
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: " ") { position += 1 }
        if name == "bin", let count = parameter, count > 0 {
            let skipped = min(count, bytes.count - position)
            position += skipped
            return .binary(skipped)
        }
        return .controlWord(name, parameter)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: return byte - 0x30
        case 0x41...0x46: return byte - 0x41 + 10
        case 0x61...0x66: return byte - 0x61 + 10
        default: return nil
        }
    }
}
