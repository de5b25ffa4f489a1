import DocketUnderstand
import Foundation

/// Docket's checks on a task the model listed, once its evidence quote has been found in the document.
///
/// The model finds; Docket decides. The evidence (the lines the quote covers) is the ground truth:
/// - the date is the one written in the evidence that the model's date phrase names; when the phrase
///   names none of them but the evidence holds exactly one date, that date (the model misread it);
/// - the title is the model's when its words and numbers are in the evidence and it names a
///   deliverable Docket knows ("Homework 3", "Midterm", "Lab report"); otherwise the one deliverable
///   the evidence names, in Docket's words;
/// - the time is the model's when it is written in the evidence, else the evidence's only time.
/// Anything else is rejected, so a weak model's topic lines, week headings and invented numbers stay
/// out. Corrections lower the task's confidence.
public struct TaskGrounding: Sendable {
    public enum Verdict: Sendable, Equatable {
        case grounded(TaskMention)
        /// The date phrase is no date Docket can read: the task goes to `undated`.
        case undated
        /// Why the task is not reported.
        case rejected(String)
    }

    public init() {}

    public func check(_ task: LLMTask, alignment: EvidenceAligner.Alignment) -> Verdict {
        guard let phrase = DateScanner().matches(in: task.datePhrase).first?.expression else { return .undated }
        let evidence = alignment.text
        var corrected = false
        let written = DateScanner().matches(in: evidence).map(\.expression)
        let date: DateExpression
        if let named = written.first(where: { Self.sameDay(phrase, $0) }) {
            date = named
        } else if written.count == 1 {
            date = written[0]
            corrected = true
        } else {
            return .rejected("the date \"\(task.datePhrase)\" is not in the evidence")
        }

        var title = task.title.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        var type: TaskType
        if Self.titleIsIn(title, evidence), let named = Deliverables.type(namedIn: title) {
            // Docket's vocabulary decides the type where it is specific; the model's stands for the rest.
            type = named == .other ? task.type : named
        } else {
            let named = Deliverables.named(in: evidence)
            guard named.count == 1 else {
                return .rejected(named.isEmpty ? "the evidence names no deliverable" : "the title is not in the evidence")
            }
            title = named[0].title
            type = named[0].type == .other ? task.type : named[0].type
            corrected = true
        }

        let timesWritten = TimeScanner().matches(in: evidence).map(\.time)
        let time = task.timePhrase.flatMap { TimeScanner().matches(in: $0).first?.time }.flatMap { timesWritten.contains($0) ? $0 : nil }
            ?? (timesWritten.count == 1 ? timesWritten[0] : nil)
        var confidence = switch alignment.method {
        case .exact: 0.8
        case .normalized: 0.75
        case .fuzzy: 0.6
        }
        if corrected { confidence -= 0.2 }
        return .grounded(TaskMention(
            title: title, type: type, date: date, time: time,
            source: SourceReference(page: alignment.line.page, line: alignment.line.number, text: alignment.line.text),
            confidence: confidence, extractor: "llm",
            evidence: TaskEvidence(quote: task.evidence, alignment: alignment.method.rawValue, score: alignment.score)))
    }

    /// Whether two date expressions name the same day of the month (the year aside: the model is told not
    /// to add one, and the normalizer places the document's date in its year).
    static func sameDay(_ a: DateExpression, _ b: DateExpression) -> Bool {
        switch (monthDay(a.value), monthDay(b.value)) {
        case let (.some(x), .some(y)):
            return x == y
        default:
            break
        }
        switch (a.value, b.value) {
        case let (.numeric(a1, a2, _, _), .numeric(b1, b2, _, _)):
            return a1 == b1 && a2 == b2
        case let (.numeric(first, second, _, _), .named(month, day, _)), let (.named(month, day, _), .numeric(first, second, _, _)):
            return (first == month && second == day) || (first == day && second == month)
        case let (.numeric(first, second, _, _), .iso(_, month, day)), let (.iso(_, month, day), .numeric(first, second, _, _)):
            return (first == month && second == day) || (first == day && second == month)
        case let (.week(n1, w1), .week(n2, w2)):
            return n1 == n2 && w1 == w2
        default:
            return false
        }
    }

    private struct MonthDay: Equatable {
        let month: Int, day: Int
    }

    private static func monthDay(_ value: DateExpression.Value) -> MonthDay? {
        switch value {
        case .named(let month, let day, _), .iso(_, let month, let day): MonthDay(month: month, day: day)
        case .numeric, .week: nil
        }
    }

    static let stopWords: Set<String> = ["the", "a", "an", "of", "and", "or", "to", "for", "on", "in", "at", "by", "due",
                                         "with", "no", "is", "your"]

    /// Whether the title's numbers all appear in the evidence and at least half its other words do
    /// ("HW 3" and "Homework 3" are the same words; "Midterm" is in "mid-term").
    static func titleIsIn(_ title: String, _ evidence: String) -> Bool {
        let titleWords = TaskKey.words(title).filter { !stopWords.contains($0) }
        guard !titleWords.isEmpty else { return false }
        let evidenceInOrder = TaskKey.words(evidence)
        let evidenceWords = Set(evidenceInOrder)
        // In order and run together, so "mid-term" holds "midterm".
        let evidenceLetters = evidenceInOrder.joined()
        let numbers = titleWords.filter { $0.allSatisfy(\.isNumber) }
        guard numbers.allSatisfy({ number in evidenceWords.contains { Int($0) != nil && Int($0) == Int(number) } }) else { return false }
        let names = titleWords.filter { !$0.allSatisfy(\.isNumber) }
        guard !names.isEmpty else { return false }
        let found = names.filter { name in
            if evidenceWords.contains(name) { return true }
            let stem = name.count > 4 && name.hasSuffix("s") ? String(name.dropLast()) : name
            return stem.count >= 3 && evidenceLetters.contains(stem)
        }
        return found.count * 2 >= names.count
    }
}
