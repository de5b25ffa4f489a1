import Foundation

/// The words that name deliverables, with the task type each implies and how a title is built.
///
/// Order matters: longer, more specific names come first ("final project" before "final",
/// "lab report" before "report"), and the first pattern to match a stretch of text wins.
struct TaskVocabulary: Sendable {
    struct Term: @unchecked Sendable {
        let regex: NSRegularExpression
        /// Beginnings of the words one of which any match contains: the term is looked for only in a
        /// line that has one ("quiz" for "Quiz 3", "mid" for "mid-term"; "=ps" is the whole word "ps").
        let triggers: [String]
        let type: TaskType
        /// Whether the name alone makes a deliverable ("midterm"), or it needs a number or "due" ("project").
        let isEvent: Bool
    }

    /// A deliverable named in a text.
    struct Hit: Sendable {
        var type: TaskType
        var range: Range<String.Index>
        /// The name with its number: "Homework 3", "Quiz 2", "Final Exam".
        var title: String
        var isEvent: Bool
        var hasNumber: Bool
    }

    /// A name's number: "3", "#3", "No. 3", "-3" ("HW-03"), "III", "three", "100"; not a score ("150 points", "20%"), a
    /// length ("essay 1 - 2 pages", "paper 5 pages") nor the start of a time range ("final exam 1-3:50pm").
    static let number = "(?:(?:[-–](?=\\d)|\\s*(?:#|no\\.?|number)?\\s*)(?:\\d{1,3}[a-z]?|[ivx]{1,4}\\b|one|two|three|four|five|six|seven|eight|nine|ten)(?![\\d/:.]\\d)(?!\\s*(?:points?|pts|marks|%|pages?\\b|words\\b))(?!\\s*(?:[-–]|to)\\s*\\d{1,4}\\s*(?:pages?|words)\\b)(?!\\s*[-–]\\s*\\d{1,2}(?::\\d{2})?\\s*(?:am|pm|a\\.m|p\\.m)\\b|[-–]\\d{1,2}:\\d{2}))"

    /// A task word used to describe another noun ("project week", "exam period", "homework policy") names no task.
    /// The noun is in the same cell: "Midterm 1" before a cell "Lecture" is the exam (a tab parts cells).
    static let notModifier = "(?![^\\S\\t]+(?:weeks?|days?|teams?|groups?|topics?|ideas?|meetings?|time|work|polic(?:y|ies)|grades?|scores?|statistics|stats|periods?|sections?|sessions?|rooms?|hours|elements|progress|plans?|schedules?|instructions|guidelines|rubrics?|questions?|materials?|format|partners?|members?|exams?|workshops?|classes|lectures?|slots?|dates)\\b)"

    private static func term(_ pattern: String, _ type: TaskType, event: Bool = false, triggers: [String]) -> Term {
        // Constant patterns: a typo is a programming error the tests catch.
        // swiftlint:disable:next force_try
        Term(regex: try! NSRegularExpression(pattern: "\\b(?:" + pattern + ")(" + number + ")?\\b" + notModifier, options: [.caseInsensitive]),
             triggers: triggers, type: type, isEvent: event)
    }

    static let terms: [Term] = [
        term("take[- ]home (?:final|midterm)(?: exam(?:ination)?)?|(?:final|midterm) take[- ]home(?: (?:exam(?:ination)?|coursework|essay))?", .exam, event: true, triggers: ["take"]),
        term("(?:final )?(?:research |group )?project presentations?", .presentation, event: true, triggers: ["presentation"]),
        term("final (?:research )?project(?: (?:proposal|report|paper|demo|check-?ins?))?", .project, triggers: ["project"]),
        term("final (?:research )?(?:paper|essay|report)", .paper, triggers: ["paper", "essay", "report"]),
        term("final (?:group )?presentations?", .presentation, event: true, triggers: ["presentation"]),
        // "Midterm project", "midterm paper": work due at mid-term, named by the noun after it, no exam.
        term("(?:mid-?terms?|finals?) (?:exam(?:ination)?s?|tests?)|mid-?terms?(?![^\\S\\t]+(?:projects?|presentations?|papers?|essays?|reports?|demos?|demonstrations?)\\b)",
             .exam, event: true, triggers: ["mid", "final"]),
        // A bare "final" is the exam only where no other noun follows ("Final: TBA", "Final (40%)").
        // "Final Monday, May 18" and "Final Dec 12" are the exam with its date. After numbered written
        // work it is that work's last version ("Essay 2 final due"), not an exam.
        term("(?<!(?:paper|essay|project|report|draft|assignment|homework|lab|memo|proposal|portfolio)\\s{1,3}#?\\d{1,2}\\s{1,3})finals?(?!\\s+(?!(?:on|is|will|in|at|due|exam|examination|test|and|or|\\d|(?:mon(?:day)?|tues?(?:day)?|wed(?:nesday)?|thu(?:rs?(?:day)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?)\\b)[a-z])", .exam, event: true, triggers: ["final"]),
        term("(?:concepts|programming|practical|oral|written|unit|chapter|in-class|take-?home) exam(?:ination)?s?", .exam, event: true, triggers: ["exam"]),
        term("exam(?:ination)?|(?:class |unit |chapter )?test(?=\\s*(?:#|\\d)|[-–]\\d)|class tests?|prelim|(?:lab )?practical(?: exam)?(?!\\s+(?!(?:on|is|will|in|at|due|exam|examination|test|and|or|[ivx]+|\\d|(?:mon(?:day)?|tues?(?:day)?|wed(?:nesday)?|thu(?:rs?(?:day)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?)\\b)[a-z])|moots?", .exam, event: true, triggers: ["exam", "test", "prelim", "practical", "moot"]),
        term("portfolio reviews?|sketchbook checks?|juries|recitals?", .presentation, event: true, triggers: ["portfolio", "sketchbook", "juries", "recital"]),
        term("(?:in-class |online |reading |pop |map )?quiz(?:zes)?", .quiz, event: true, triggers: ["quiz"]),
        term("lab(?:oratory)? report|pre-?lab|post-?lab|lab assignment|lab(?=\\s*#?\\s*\\d|[-–]\\d)", .lab, triggers: ["lab", "report", "pre", "post"]),
        term("reading (?:response|reflection)s?", .reading, triggers: ["reading"]),
        term("problem sets?|p-?sets?|ps(?=\\s*\\d|[-–]\\d)|homeworks?|hw|hwks?|hmwks?|assignments?|assignements?|worksheets?|(?:exercise|problem|question) sheets?|coding exercises?", .assignment, triggers: ["problem", "pset", "=p", "=ps", "homework", "hw", "hmwk", "assignment", "assignement", "worksheet", "exercise", "question"]),
        term("project (?:proposal|milestone|checkpoint|check-?in|plan|report|progress report|demo)|(?:research )?proposal|milestone|checkpoint|projects?", .project, triggers: ["project", "proposal", "milestone", "checkpoint"]),
        term("demo(?:nstration)? days?|(?:final |project |team )demos?|showcase", .project, event: true, triggers: ["demo", "showcase"]),
        term("(?:response |research |position |term |group research )?papers?|essays?|(?:literature )?review|(?:first |rough |final )?draft|reports?|memos?|(?:artist |personal |reflective )statements?|skeleton arguments?|compositions?|(?:case )?write-?ups?|(?:article|chapter|book|case|reading) summar(?:y|ies)", .paper, triggers: ["paper", "essay", "review", "draft", "report", "memo", "statement", "skeleton", "composition", "write", "summar"]),
        term("presentations?|posters?", .presentation, event: true, triggers: ["presentation", "poster"]),
        term("(?:weekly )?snippets?|reflections?|discussion board|discussion(?=\\s*#?\\s*\\d|[-–]\\d)|peer (?:review|evaluation)s?|journals?|portfolios?|annotated bibliography|(?<=the )[A-Z]{2,6} assessment", .other, triggers: ["snippet", "reflection", "discussion", "peer", "journal", "portfolio", "annotated", "assessment"]),
    ]

    /// Every deliverable named in `text`, left to right, overlapping names resolved to the first term.
    static func hits(in text: String) -> [Hit] {
        hits(in: text, tokens: LineTokens(text))
    }

    /// The hits, looking for a term only where the line has one of its trigger words.
    static func hits(in text: String, tokens: LineTokens) -> [Hit] {
        var hits: [Hit] = []
        let whole = NSRange(text.startIndex..., in: text)
        var claimed = ClaimedRanges(length: whole.length)
        let present = triggeredTerms(tokens)
        for (index, term) in terms.enumerated() where present[index] {
            for match in term.regex.matches(in: text, range: whole) {
                guard let range = Range(match.range, in: text), !isSlug(text[range]), claimed.claim(match.range) else { continue }
                let numberText = DateScanner.group(match, 1, text)
                hits.append(Hit(type: term.type, range: range, title: title(String(text[range])),
                                isEvent: term.isEvent, hasNumber: numberText != nil))
            }
        }
        hits.sort { $0.range.lowerBound < $1.range.lowerBound }
        // "Lab 1 review", "exam review": a review of the lab, exam, quiz or homework just named is a
        // session about it, not a paper ("Final project review" and "Sprint review" are work of their own).
        // So is a review of the exams named in the plural ("Finals review", "Midterms Review").
        guard hits.contains(where: { $0.type == .paper && !$0.hasNumber }) else { return hits }
        return hits.indices.compactMap { index in
            let hit = hits[index]
            guard hit.type == .paper, !hit.hasNumber, text[hit.range].lowercased().hasPrefix("review") else { return hit }
            if index > 0, [.lab, .exam, .quiz, .assignment].contains(hits[index - 1].type),
               hits[index - 1].range.upperBound <= hit.range.lowerBound,
               text[hits[index - 1].range.upperBound..<hit.range.lowerBound].allSatisfy({ $0 == " " }) {
                return nil
            }
            let before = text[..<hit.range.lowerBound].reversed().drop { $0 == " " }.prefix { $0.isLetter }
            return pluralExams.contains(String(before.reversed()).lowercased()) ? nil : hit
        }
    }

    /// Exams named in the plural, which a review before them is about.
    private static let pluralExams: Set<String> = ["finals", "midterms", "exams", "tests", "quizzes", "prelims"]

    /// "discussion-03", "lab-2": a name joined to its number by a hyphen and written all in small letters
    /// is a page's or a tag's identifier, not the work's name ("HW-01", "Lab-2" are names).
    static func isSlug(_ name: Substring) -> Bool {
        guard name.first?.isLowercase == true, let hyphen = name.firstIndex(where: { $0 == "-" || $0 == "–" }),
              name[name.index(after: hyphen)...].first?.isNumber == true else { return false }
        return !name.contains(where: \.isUppercase)
    }

    /// Each trigger (a word's beginning, or "=word" for a whole word) and the terms it opens.
    private static let triggerIndex: [Substring: [(term: Int, whole: Bool)]] = {
        var index: [Substring: [(term: Int, whole: Bool)]] = [:]
        for (number, term) in terms.enumerated() {
            for trigger in term.triggers {
                let whole = trigger.hasPrefix("=")
                index[Substring(whole ? String(trigger.dropFirst()) : trigger), default: []].append((number, whole))
            }
        }
        return index
    }()
    private static let longestTrigger = terms.flatMap(\.triggers).map(\.count).max() ?? 1
    /// Every beginning of a trigger ("h", "ho", "hom"...): a word whose beginning is none of these
    /// begins no trigger with a longer one either, so the lookup stops there.
    private static let triggerStems: Set<Substring> = Set(triggerIndex.keys.flatMap { trigger in
        (1...trigger.count).map { trigger.prefix($0) }
    })

    /// The terms a line's words can open (by the term's place in ``terms``): each word's beginnings
    /// looked up once, not every term's triggers tried against every word.
    static func triggeredTerms(_ tokens: LineTokens) -> [Bool] {
        var present = [Bool](repeating: false, count: terms.count)
        for word in tokens.words {
            if let initial = word.utf8.first, word.utf8.allSatisfy({ $0 < 0x80 }) {
                // An ASCII word's characters are its bytes: compared as bytes, with no hashing.
                for entry in triggersByInitial[Int(initial)] where !present[entry.term] {
                    let trigger = entry.trigger
                    guard trigger.count <= word.utf8.count, !entry.whole || trigger.count == word.utf8.count,
                          word.utf8.starts(with: trigger) else { continue }
                    present[entry.term] = true
                }
                continue
            }
            for length in 1...min(word.count, longestTrigger) {
                let stem = word.prefix(length)
                guard triggerStems.contains(stem) else { break }
                guard let entries = triggerIndex[stem] else { continue }
                for entry in entries where !entry.whole || length == word.count { present[entry.term] = true }
            }
        }
        return present
    }

    /// The triggers as bytes, by their first byte.
    private static let triggersByInitial: [[(trigger: [UInt8], term: Int, whole: Bool)]] = {
        var table = [[(trigger: [UInt8], term: Int, whole: Bool)]](repeating: [], count: 256)
        for (trigger, entries) in triggerIndex {
            let bytes = Array(trigger.utf8)
            for entry in entries { table[Int(bytes[0])].append((bytes, entry.term, entry.whole)) }
        }
        return table
    }()

    /// One task is one item: "Weekly snippets" → "Weekly snippet", "Quizzes" → "Quiz". Only a kind word
    /// that ends the name is made singular: "Proposal memo and appendices" keeps its last word.
    static func singular(_ title: String) -> String {
        let lower = title.lowercased()
        guard let last = hits(in: lower).last, lower[last.range.upperBound...].allSatisfy(\.isWhitespace) else { return title }
        return singularLastWord(title)
    }

    /// Whether a name is written in the plural ("Homeworks", "Final projects"): a kind, not one piece.
    static func isPlural(_ hit: Hit, in text: String) -> Bool {
        let written = String(text[hit.range])
        return singularLastWord(written) != written
    }

    /// The kind of work a plural names with one of its numbers ("labs", "2" reads as "lab 2"): the
    /// vocabulary names one piece at a time, so "Labs 2 and 3" is read through its first piece.
    static func numberedPiece(ofPlural kind: Substring, number: Substring) -> TaskType? {
        guard !number.isEmpty, kind.count > 1 else { return nil }
        let singular = String(kind.dropLast()) + " " + number
        guard let hit = hits(in: singular).first, hit.hasNumber, hit.range.lowerBound == singular.startIndex else { return nil }
        return hit.type
    }

    /// The same for a title already known to name a deliverable (built from a hit), without looking again.
    static func singularLastWord(_ title: String) -> String {
        var words = title.split(separator: " ").map(String.init)
        guard let last = words.last else { return title }
        let lower = last.lowercased()
        if lower.hasSuffix("zzes") {
            words[words.count - 1] = String(last.dropLast(3))
        } else if lower.hasSuffix("s"), !lower.hasSuffix("ss"), !lower.hasSuffix("us"), !lower.hasSuffix("is"), lower.count > 3 {
            words[words.count - 1] = String(last.dropLast())
        }
        return words.joined(separator: " ")
    }

    private static let expansions = ["hw": "Homework", "hwk": "Homework", "hwks": "Homework", "hmwk": "Homework", "ps": "Problem Set", "pset": "Problem Set", "p-set": "Problem Set",
                                     "psets": "Problem Sets", "assignement": "Assignment"]
    private static let romanNumerals: Set<String> = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x"]
    private static let smallWords: Set<String> = ["and", "of", "the", "for"]

    /// A tidy title: words capitalised, "hw3" as "Homework 3", "#2" as "2".
    static func title(_ raw: String) -> String {
        var text = raw.includes("#") ? raw.replacingOccurrences(of: "#", with: " ") : raw
        // "HW-01" is Homework 01: a hyphen between a name and its number parts them.
        if text.includes("-") || text.includes("–") {
            // A character walk, not a pattern: titles are built for every name on every line.
            let characters = Array(text)
            text = String(characters.indices.map { index -> Character in
                let character = characters[index]
                guard character == "-" || character == "–", index > 0, index + 1 < characters.count,
                      characters[index - 1].isASCII, characters[index - 1].isLetter, characters[index + 1].isNumber else { return character }
                return " "
            })
        }
        text = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let expansions = Self.expansions
        var words: [String] = []
        for word in text.split(separator: " ") {
            let lower = word.lowercased()
            let letters = String(lower.prefix { $0.isLetter || $0 == "-" })
            let rest = String(word.dropFirst(letters.count))
            if let expansion = expansions[letters] {
                words.append(expansion)
                if !rest.isEmpty { words.append(rest) }
            } else if Self.romanNumerals.contains(lower) {
                words.append(lower.uppercased())
            } else if Self.smallWords.contains(lower) {
                words.append(lower)
            } else {
                words.append(word.prefix(1).uppercased() + word.dropFirst().lowercased())
            }
        }
        return words.joined(separator: " ")
    }
}
