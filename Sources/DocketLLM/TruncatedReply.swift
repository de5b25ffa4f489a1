/// Recovers what is usable from a reply the server cut off at `max_tokens`: the `tasks` items that were
/// complete, so a long list costs no second request and no blind retry.
enum TruncatedReply {
    /// The reply up to its last complete item of the top-level object's array, closed again; nil when
    /// the text does not start like `{"tasks": [`.
    static func completeItems(_ text: String) -> String? {
        guard let start = text.firstIndex(of: "{") else { return nil }
        var stack: [Character] = []
        var inString = false, escaped = false
        var lastItemEnd: String.Index?
        var sawArray = false
        var index = start
        while index < text.endIndex {
            let character = text[index]
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
            } else {
                switch character {
                case "\"": inString = true
                case "{", "[":
                    stack.append(character)
                    if character == "[", stack.count == 2 { sawArray = true }
                case "}", "]":
                    guard !stack.isEmpty else { return nil }
                    stack.removeLast()
                    // An object closing inside the top-level object's array is one complete item.
                    if character == "}", stack == ["{", "["] { lastItemEnd = text.index(after: index) }
                    if stack.isEmpty { return String(text[start...index]) }
                default: break
                }
            }
            index = text.index(after: index)
        }
        guard sawArray else { return nil }
        guard let lastItemEnd else {
            guard let open = text[start...].firstIndex(of: "[") else { return nil }
            return String(text[start...open]) + "]}"
        }
        return String(text[start..<lastItemEnd]) + "]}"
    }
}
