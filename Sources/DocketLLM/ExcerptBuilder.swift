import DocketUnderstand
import Foundation

/// Picks the lines worth sending to a model (those with a date or a task word, and their neighbours) and
/// packs them into chunks of at most a character budget, `...` marking lines left out.
public struct ExcerptBuilder: Sendable {
    /// The most characters in one chunk (a single longer line is cut to fit).
    public var characterBudget: Int
    /// Lines kept before and after each relevant line.
    public var context: Int

    public init(characterBudget: Int = 6000, context: Int = 1) {
        self.characterBudget = max(200, characterBudget)
        self.context = max(0, context)
    }

    static let taskWords = try? NSRegularExpression(pattern:
        "\\b(due|deadline|submit|submission|turn(ed)? in|exam|midterm|final|quiz|test|homework|hw|assignment|"
        + "problem ?sets?|psets?|project|paper|essay|report|lab|reading|presentation|proposal|draft|portfolio)\\b",
        options: [.caseInsensitive])

    /// Whether a line has a date or a task word.
    public static func isRelevant(_ text: String) -> Bool {
        if !DateScanner().matches(in: text).isEmpty { return true }
        guard let taskWords else { return false }
        return taskWords.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    /// The chunks' texts, in document order.
    public func chunks(_ lines: [SourceLine]) -> [String] {
        var keep = [Bool](repeating: false, count: lines.count)
        for (index, line) in lines.enumerated() where Self.isRelevant(line.text) {
            for neighbour in max(0, index - context)...min(lines.count - 1, index + context) { keep[neighbour] = true }
        }
        var chunks: [String] = [], current = "", previous: Int?
        for index in lines.indices where keep[index] {
            var piece = String(lines[index].text.prefix(characterBudget - 4))
            if let previous, previous != index - 1 { piece = "...\n" + piece }
            if !current.isEmpty, current.count + piece.count + 1 > characterBudget {
                chunks.append(current)
                current = ""
            }
            current += current.isEmpty ? piece : "\n" + piece
            previous = index
        }
        if !current.isEmpty { chunks.append(current) }
        return chunks
    }
}
