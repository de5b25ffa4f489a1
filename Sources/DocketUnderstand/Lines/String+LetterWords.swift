extension String {
    /// The runs of letters from `start` on that lie outside `spans` (ranges of this string): what a cell
    /// or line says besides its dates and times ("due noon PDT, October 18" without them is "due",
    /// "noon", "PDT").
    /// With `digits`, a word runs over letters and digits alike ("A0" stays one word, not "A").
    func letterWords(from start: String.Index? = nil, outside spans: [Range<String.Index>], digits: Bool = false) -> [Substring] {
        let breaks: (Character) -> Bool = digits ? { !$0.isLetter && !$0.isNumber } : { !$0.isLetter }
        var words: [Substring] = []
        var from = start ?? startIndex
        for span in spans.sorted(by: { $0.lowerBound < $1.lowerBound }) where span.lowerBound >= from {
            words += self[from..<span.lowerBound].split(whereSeparator: breaks)
            from = span.upperBound
        }
        words += self[from...].split(whereSeparator: breaks)
        return words
    }
}
