import DocketCore

/// The pages of one PDF that could not be read, and why: partial results over none.
///
/// A damaged page object or an OCR failure on one page costs that page only. The other pages' text
/// comes back with one warning naming the pages lost; the document fails only when no page at all
/// could be read.
struct UnreadablePages {
    private(set) var reasons: [Int: String] = [:]

    /// Records that 1-based page `number` could not be read; the first reason given for it is kept.
    mutating func add(page number: Int, reason: String) {
        if reasons[number] == nil { reasons[number] = reason }
    }

    /// Records the error that cost page `number`, worded for a list of pages ("OCR failed: …").
    mutating func add(page number: Int, error: DocketError) {
        switch error {
        case .damaged(_, let reason): add(page: number, reason: reason)
        case .ocrFailed(_, _, let reason): add(page: number, reason: "OCR failed: \(reason)")
        default: add(page: number, reason: error.reason)
        }
    }

    /// One line for ``Document/warnings``, without the file name (the caller prints that first):
    /// "page 2 of 3 could not be read (Poppler cannot load its page object); the other pages were read".
    func warning(pageCount: Int) -> String? {
        guard !reasons.isEmpty else { return nil }
        let numbers = reasons.keys.sorted()
        let distinct = Set(reasons.values)
        let why = distinct.count == 1
            ? reasons[numbers[0]] ?? ""
            : numbers.map { "page \($0): \(reasons[$0] ?? "")" }.joined(separator: "; ")
        let which = numbers.count == 1 ? "page \(numbers[0])" : "pages " + Self.list(numbers)
        let rest = numbers.count == pageCount - 1 ? "the other page was read" : "the other pages were read"
        return "\(which) of \(pageCount) could not be read (\(why)); \(rest)"
    }

    /// The error for a document none of whose pages could be read.
    func failure(file: String, pageCount: Int) -> DocketError {
        let numbers = reasons.keys.sorted()
        let why = Set(reasons.values).count == 1 ? reasons[numbers.first ?? 1] ?? "" : "pages damaged"
        return .damaged(file: file, reason: pageCount == 1 ? "its page cannot be read (\(why))"
                                                            : "none of its \(pageCount) pages can be read (\(why))")
    }

    /// "2, 5 and 7".
    private static func list(_ numbers: [Int]) -> String {
        let words = numbers.map(String.init)
        guard let last = words.last, words.count > 1 else { return words.joined() }
        return words.dropLast().joined(separator: ", ") + " and " + last
    }
}
