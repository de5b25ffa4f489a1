import DocketCore

/// Drops what Tesseract "reads" in a photo's margins, shadows and specks: words standing far taller
/// than the page's text, and lines made only of words it barely believed.
struct OCRNoiseFilter {
    /// A word taller than this many median word heights is a smudge or a page edge.
    var maximumHeightRatio = 3.0
    /// A line whose words all score below this is noise.
    var minimumLineConfidence = 40.0

    func clean(_ lines: [[Word]]) -> [[Word]] {
        let heights = lines.flatMap { $0 }.map(\.box.height).sorted()
        guard !heights.isEmpty else { return lines }
        let median = heights[heights.count / 2]
        return lines.compactMap { line in
            let kept = line.filter { $0.box.height <= maximumHeightRatio * median }
            guard !kept.isEmpty, kept.contains(where: { ($0.confidence ?? 100) >= minimumLineConfidence }) else { return nil }
            return kept
        }
    }
}
