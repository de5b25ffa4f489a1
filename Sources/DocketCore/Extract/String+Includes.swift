#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension String {
    /// Whether `needle` occurs in this string, byte for byte: what the rules mean by a cue "in" a line
    /// (both sides are lower-cased by the caller). Much faster on Linux than Foundation's
    /// `contains(_:)`, which goes through CFString and the locale machinery for every call.
    public func includes(_ needle: String) -> Bool {
        guard !needle.isEmpty else { return true }
        // Native strings are read in place: copying them into a `var` for `withUTF8` cost a retain and
        // a release per call, more than the search itself on a short line.
        if let found = utf8.withContiguousStorageIfAvailable({ text in
            needle.utf8.withContiguousStorageIfAvailable { word in Self.search(text, for: word) }
        }), let found {
            return found
        }
        var haystack = self, pattern = needle
        return haystack.withUTF8 { text in pattern.withUTF8 { word in Self.search(text, for: word) } }
    }

    private static func search(_ text: UnsafeBufferPointer<UInt8>, for word: UnsafeBufferPointer<UInt8>) -> Bool {
        guard word.count <= text.count, let first = word.first else { return false }
        // The C library finds the first byte by machine words; the rest is compared where it is.
        #if canImport(Glibc) || canImport(Darwin)
        if let base = text.baseAddress, let needle = word.baseAddress {
            var from = 0
            let last = text.count - word.count
            while from <= last, let hit = memchr(base + from, Int32(first), last - from + 1) {
                let index = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                if memcmp(base + index, needle, word.count) == 0 { return true }
                from = index + 1
            }
            return false
        }
        #endif
        var index = 0
        let last = text.count - word.count
        while index <= last {
            if text[index] == first {
                var offset = 1
                while offset < word.count && text[index + offset] == word[offset] { offset += 1 }
                if offset == word.count { return true }
            }
            index += 1
        }
        return false
    }
}
