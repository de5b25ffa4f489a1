/// Text set with its letters spaced out ("T h u r s d a y , D e c e m b e r 1 1"), as some PDFs'
/// fonts come out, read back as words: a run of at least ``minimumRun`` one-character pieces is
/// joined, with a space kept after each comma ("Thursday, December11, 2025").
enum LetterSpacing {
    static let minimumRun = 8

    static func collapsed(_ text: String) -> String {
        let pieces = text.split(separator: " ", omittingEmptySubsequences: false)
        guard pieces.count >= minimumRun else { return text }
        var output: [String] = []
        var run: [Substring] = []
        func flush() {
            if run.count >= minimumRun {
                output.append(run.map { $0 == "," ? ", " : String($0) }.joined().trimmingSuffixSpace())
            } else {
                output += run.map(String.init)
            }
            run.removeAll()
        }
        for piece in pieces {
            if piece.count == 1 { run.append(piece) } else { flush(); output.append(String(piece)) }
        }
        flush()
        return output.joined(separator: " ")
    }
}

private extension String {
    func trimmingSuffixSpace() -> String { hasSuffix(" ") ? String(dropLast()) : self }
}
