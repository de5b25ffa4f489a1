import Docket
import Foundation

/// Where `docket ingest` puts each understood document as it is read, and what it writes at the end.
protocol OutputSink {
    /// Updated as documents come (the history's revisions and cancelled tasks), before each `add`.
    var options: EmitOptions { get set }
    mutating func add(_ document: UnderstoodDocument, input name: String) throws
    mutating func finish() throws
}

/// JSON: `{"documents": [...]}` on standard output, or one file per input in `--out`.
struct JSONSink: OutputSink {
    let out: String?
    var options: EmitOptions
    var documents: [UnderstoodDocument] = []
    var names = Set<String>()

    mutating func add(_ document: UnderstoodDocument, input name: String) throws {
        guard let out else { documents.append(document); return }
        let target = OutputNames.unique(for: name, in: out, used: &names, extension: "json")
        try OutputFile.writeAtomically(JSONEmitter().emit([document], options: options) + "\n", to: target)
    }

    mutating func finish() throws {
        if out == nil { Console.output(try JSONEmitter().emit(documents, options: options)) }
    }
}

/// JSONL: a line per task, written as each document finishes so a pipe sees results as they come.
struct JSONLSink: OutputSink {
    let out: String?
    var options: EmitOptions
    var names = Set<String>()

    mutating func add(_ document: UnderstoodDocument, input name: String) throws {
        let text = try JSONLEmitter().emit([document], options: options)
        if let out {
            try OutputFile.writeAtomically(text, to: OutputNames.unique(for: name, in: out, used: &names, extension: "jsonl"))
        } else if !text.isEmpty {
            Console.write(text)
        }
    }

    mutating func finish() throws {}
}

/// ICS: one calendar for all inputs on standard output; with `--out`, one per input, or one per
/// course with `--split course`.
struct CalendarSink: OutputSink {
    let out: String?
    var options: EmitOptions
    var documents: [UnderstoodDocument] = []
    var names = Set<String>()

    mutating func add(_ document: UnderstoodDocument, input name: String) throws {
        // Not coursework (a README, notes, code): nothing to put in a calendar, not even an empty one.
        guard document.documentType != .other else { return }
        guard let out, options.split == .none else { documents.append(document); return }
        let target = OutputNames.unique(for: name, in: out, used: &names, extension: "ics")
        try OutputFile.writeAtomically(ICSEmitter().emit([document], options: options), to: target)
    }

    mutating func finish() throws {
        if options.split == .course, let out {
            for calendar in try ICSEmitter().emitPerCourse(documents, options: options) {
                let target = OutputNames.unique(for: calendar.name, in: out, used: &names, extension: "ics")
                try OutputFile.writeAtomically(calendar.ics, to: target)
            }
        } else if out == nil {
            Console.write(try ICSEmitter().emit(documents, options: options))
        }
    }
}

/// The week plan (JSON), its picture (SVG) or the agenda, for all inputs together: of one term when
/// the documents span several (``TermChoice``) and `choosesTerm` is set, with a line saying so.
struct PlanSink: OutputSink {
    let out: String?
    var options: EmitOptions
    let emitter: any Emitter
    let fileName: String
    /// False when the user chose: a term (--term, so every document left is of it) or the days (--from, --until, --next).
    var choosesTerm = true
    var documents: [UnderstoodDocument] = []

    mutating func add(_ document: UnderstoodDocument, input name: String) throws {
        documents.append(document)
    }

    mutating func finish() throws {
        var shown = documents
        let spans = TermSpan.of(documents)
        if choosesTerm, let choice = TermChoice.among(spans, today: options.today) {
            shown = documents.filter { $0.term.map { $0.key == choice.term.key } ?? true }
            let count = documents.filter { $0.term != nil }.count
            Console.note("\(count) documents span \(TermSpan.list(spans)); showing \(choice.term.name) (\(choice.reason.rawValue)); "
                         + "pick one with --term")
        }
        let text = try emitter.emit(shown, options: options)
        if let out {
            try OutputFile.writeAtomically(text.hasSuffix("\n") ? text : text + "\n", to: (out as NSString).appendingPathComponent(fileName))
        } else {
            Console.output(text)
        }
    }
}
