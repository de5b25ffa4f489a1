import DocketCore
import Foundation

/// Reads legacy Word 97–2003 files (`.doc`, OLE2 compound files) through antiword, run as a child
/// process with a time and output limit (``AntiwordRunner``), into one page of lines
/// (``AntiwordText``).
///
/// antiword was chosen over catdoc and wvText for its tables: it keeps every row and draws a row's
/// cells between bars, where catdoc loses rows after a cell of several paragraphs and wvText needs a
/// web browser for usable text. Without antiword installed, a `.doc` is refused with one line that
/// names the Debian package to install.
public struct LegacyWordTextExtractor: TextExtractor {
    /// The antiword executable; nil when it is not installed.
    public var antiword: String?
    /// 30 s: antiword reads a 20-page syllabus in a few milliseconds.
    public var timeout: TimeInterval
    /// 64 MiB of text.
    public var maximumOutput: Int

    public init(antiword: String? = LegacyWordTextExtractor.installedAntiword(), timeout: TimeInterval = 30,
                maximumOutput: Int = 64 << 20) {
        self.antiword = antiword
        self.timeout = timeout
        self.maximumOutput = maximumOutput
    }

    /// The first `antiword` on `PATH`, then `/usr/bin/antiword`; nil when it is not installed.
    public static func installedAntiword() -> String? { AntiwordRunner.locate() }

    public var formats: Set<Format> { [.doc] }

    public func extract(_ input: InputDocument, as detection: Detection) throws -> Document {
        guard !input.data.isEmpty else { throw DocketError.empty(file: input.name) }
        guard let antiword else {
            throw DocketError.unsupported(
                file: input.name,
                what: "legacy Word document (.doc): install the Debian package antiword to read it, "
                    + "or save it as DOCX or PDF")
        }
        let runner = AntiwordRunner(executable: antiword, timeout: timeout, maximumOutput: maximumOutput)
        let outcome: AntiwordRunner.Outcome
        do {
            outcome = try runner.run(input.data)
        } catch {
            throw DocketError.unreadable(file: input.name, reason: "cannot run antiword: \(error.localizedDescription)")
        }
        switch outcome {
        case .text(let text):
            return Document(source: input.name, format: .doc,
                            pages: [Page(number: 1, origin: .markup, lines: AntiwordText.lines(text))])
        case .failed(let status, let message):
            let detail = message.isEmpty ? "exit status \(status)" : message
            throw DocketError.damaged(file: input.name, reason: "antiword cannot read this Word document (\(detail))")
        case .timedOut:
            throw DocketError.refused(file: input.name, reason: "antiword took longer than \(Int(timeout)) s on it")
        case .outputTooLarge:
            throw DocketError.refused(file: input.name, reason: "antiword's text passed \(maximumOutput >> 20) MiB")
        }
    }
}
