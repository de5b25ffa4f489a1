/// SHA-256 (FIPS 180-4), for content hashes of inputs: small and dependency-free, because the core
/// takes no C library and Foundation on Linux has no CryptoKit.
///
/// Every input a batch reads is hashed (its id in the output and the cache key), so the blocks are
/// read in place from the caller's bytes, without a padded copy of the whole input, and the state
/// lives in locals rather than an array.
public enum SHA256 {
    public static func hex<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        hex(digest: digest(bytes))
    }

    /// A digest's bytes in lower-case hex, two digits a byte (for digests computed elsewhere too).
    public static func hex<Digest: Sequence>(digest: Digest) -> String where Digest.Element == UInt8 {
        let digits: [UInt8] = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for byte in digest {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    public static func digest<Bytes: Collection>(_ bytes: Bytes) -> [UInt8] where Bytes.Element == UInt8 {
        if let digest = bytes.withContiguousStorageIfAvailable({ digest(UnsafeRawBufferPointer($0)) }) {
            return digest
        }
        return Array(bytes).withUnsafeBytes { digest($0) }
    }

    public static func digest(_ bytes: UnsafeRawBufferPointer) -> [UInt8] {
        var state = State()
        let whole = bytes.count / 64 * 64
        if let base = bytes.baseAddress, whole > 0 {
            state.compress(UnsafeRawBufferPointer(start: base, count: whole))
        }
        // The tail, the 0x80 marker and the bit length fill one or two final blocks.
        var tail = [UInt8](UnsafeRawBufferPointer(rebasing: bytes[whole...]))
        tail.append(0x80)
        while tail.count % 64 != 56 { tail.append(0) }
        let bitLength = UInt64(bytes.count) &* 8
        for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
        tail.withUnsafeBytes { state.compress($0) }
        return state.bytes
    }

    private struct State {
        var a: UInt32 = 0x6a09e667, b: UInt32 = 0xbb67ae85, c: UInt32 = 0x3c6ef372, d: UInt32 = 0xa54ff53a
        var e: UInt32 = 0x510e527f, f: UInt32 = 0x9b05688c, g: UInt32 = 0x1f83d9ab, h: UInt32 = 0x5be0cd19

        var bytes: [UInt8] {
            var result: [UInt8] = []
            result.reserveCapacity(32)
            for word: UInt32 in [a, b, c, d, e, f, g, h] {
                for shift: UInt32 in [24, 16, 8, 0] { result.append(UInt8(truncatingIfNeeded: word >> shift)) }
            }
            return result
        }

        /// Runs the compression function over whole 64-byte blocks.
        mutating func compress(_ blocks: UnsafeRawBufferPointer) {
            // Unchecked buffers: the indices below stay inside a 64-byte block and the 64-word schedule.
            SHA256.k.withUnsafeBufferPointer { k in
                withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
                    for block in stride(from: 0, to: blocks.count, by: 64) {
                        for i in 0..<16 {
                            w[i] = UInt32(bigEndian: blocks.loadUnaligned(fromByteOffset: block + i * 4, as: UInt32.self))
                        }
                        for i in 16..<64 {
                            let s0 = rotate(w[i - 15], 7) ^ rotate(w[i - 15], 18) ^ (w[i - 15] >> 3)
                            let s1 = rotate(w[i - 2], 17) ^ rotate(w[i - 2], 19) ^ (w[i - 2] >> 10)
                            w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
                        }
                        var a = a, b = b, c = c, d = d, e = e, f = f, g = g, h = h
                        for i in 0..<64 {
                            let s1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
                            let choice = (e & f) ^ (~e & g)
                            let t1 = h &+ s1 &+ choice &+ k[i] &+ w[i]
                            let s0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
                            let majority = (a & b) ^ (a & c) ^ (b & c)
                            let t2 = s0 &+ majority
                            h = g; g = f; f = e; e = d &+ t1; d = c; c = b; b = a; a = t1 &+ t2
                        }
                        self.a &+= a; self.b &+= b; self.c &+= c; self.d &+= d
                        self.e &+= e; self.f &+= f; self.g &+= g; self.h &+= h
                    }
                }
            }
        }
    }

    @inline(__always) private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 { value >> count | value << (32 - count) }

    private static let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]
}
