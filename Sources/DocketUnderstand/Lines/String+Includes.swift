extension String {
    /// Whether `needle` occurs in this string, byte for byte: what the rules mean by a cue "in" a line
    /// (both sides are lower-cased by the caller). Much faster on Linux than Foundation's
    /// `contains(_:)`, which goes through CFString and the locale machinery for every call.
    func includes(_ needle: String) -> Bool {
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
