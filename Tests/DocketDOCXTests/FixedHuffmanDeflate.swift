/// A raw deflate stream of one block with the fixed Huffman codes: enough to make a ZIP entry
/// that really inflates (and a ZIP bomb: each 13-bit copy inflates to 258 bytes).
struct FixedHuffmanDeflate {
    private(set) var compressed: [UInt8] = []
    /// How many bytes the stream inflates to.
    private(set) var inflatedCount = 0
    /// The inflated bytes, when tracked (for the CRC of an honest entry).
    private(set) var inflated: [UInt8] = []
    private let tracksOutput: Bool
    private var bitBuffer: UInt32 = 0
    private var bitCount = 0

    init(tracksOutput: Bool = true) {
        self.tracksOutput = tracksOutput
        writeBits(1, count: 1)  // BFINAL
        writeBits(1, count: 2)  // BTYPE = 01, fixed Huffman
    }

    mutating func literals(_ bytes: [UInt8]) {
        for byte in bytes {
            if byte < 144 {
                writeCode(0x30 + UInt32(byte), length: 8)
            } else {
                writeCode(0x190 + UInt32(byte) - 144, length: 9)
            }
            inflatedCount += 1
            if tracksOutput { inflated.append(byte) }
        }
    }

    /// Repeats the last byte `copies` × 258 times: length code 285, distance code 0 (distance 1).
    mutating func repeatLastByte(copies: Int) {
        let last = inflated.last ?? 0
        for _ in 0..<copies {
            writeCode(0xC5, length: 8)
            writeCode(0, length: 5)
            inflatedCount += 258
            if tracksOutput { inflated.append(contentsOf: repeatElement(last, count: 258)) }
        }
    }

    /// Ends the block and returns the stream.
    mutating func finish() -> [UInt8] {
        writeCode(0, length: 7)  // end of block, symbol 256
        if bitCount > 0 {
            compressed.append(UInt8(bitBuffer & 0xFF))
            bitBuffer = 0
            bitCount = 0
        }
        return compressed
    }

    /// Huffman codes go most significant bit first.
    private mutating func writeCode(_ code: UInt32, length: Int) {
        for shift in stride(from: length - 1, through: 0, by: -1) {
            writeBits((code >> UInt32(shift)) & 1, count: 1)
        }
    }

    /// Other fields go least significant bit first.
    private mutating func writeBits(_ value: UInt32, count: Int) {
        bitBuffer |= value << UInt32(bitCount)
        bitCount += count
        while bitCount >= 8 {
            compressed.append(UInt8(bitBuffer & 0xFF))
            bitBuffer >>= 8
            bitCount -= 8
        }
    }
}
