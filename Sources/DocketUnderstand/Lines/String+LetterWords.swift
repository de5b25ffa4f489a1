extension String {
    /// The runs of letters from `start` on that lie outside `spans` (ranges of this string): what a cell
    /// or line says besides its dates and times ("due noon PDT, October 18" without them is "due",
    /// "noon", "PDT").
    func letterWords(from start: String.Index? = nil, outside spans: [Range<String.Index>]) -> [Substring] {
        var words: [Substring] = []
        var from = start ?? startIndex
        for span in spans.sorted(by: { $0.lowerBound < $1.lowerBound }) where span.lowerBound >= from {
            words += self[from..<span.lowerBound].split { !$0.isLetter }
            from = span.upperBound
        }
        words += self[from...].split { !$0.isLetter }
        return words
    }
}
