/// Splits a fuzzer's bytes into the parts of a package at `\n--part--\n`, for the harnesses that
/// wrap XML parts in a stored ZIP (fuzz-odt, fuzz-pptx): the parts between separators, at most
/// `count`, the last taking the rest; missing parts are empty.
public enum PartSplitter {
    public static let separator = Array("\n--part--\n".utf8)

    public static func split(_ bytes: [UInt8], count: Int) -> [[UInt8]] {
        var parts: [[UInt8]] = []
        var start = 0
        var index = 0
        while index + separator.count <= bytes.count, parts.count < count - 1 {
            if bytes[index..<index + separator.count].elementsEqual(separator) {
                parts.append(Array(bytes[start..<index]))
                index += separator.count
                start = index
            } else {
                index += 1
            }
        }
        parts.append(Array(bytes[start...]))
        return parts
    }
}
