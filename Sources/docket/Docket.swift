import ArgumentParser

@main
struct DocketCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docket",
        abstract: "Turn syllabi and assignment sheets into deadlines.",
        discussion: """
        `docket ingest` turns documents into tasks (an agenda, JSON, JSON lines, an ICS calendar, a week plan or its \
        picture); `docket agenda` shows what is due week by week; `docket diff` shows what changed between two \
        versions of a syllabus; `docket text` shows the text Docket reads; `docket ics lint` checks a calendar file.

        Docket reads PDFs, Word (DOCX, and legacy .doc through antiword), OpenDocument (ODT) and RTF \
        files, PowerPoint slides (PPTX), web pages (HTML), scans, phone photos and plain text, and \
        works offline. The format of each input is decided from its content, never from its name.

        Exit status: 0 when every input was read, 1 when any input failed (each failure is one line on \
        standard error: the file, then the reason), 64 for a usage error. `docket diff` answers as \
        diff(1) does: 0 when nothing changed, 1 when something did, 2 when an input could not be read.
        """,
        version: DocketVersion.current,
        subcommands: [IngestCommand.self, AgendaCommand.self, TextCommand.self, DiffCommand.self, ICSCommand.self, WatchCommand.self,
                      ServeCommand.self, WorkerCommand.self]
    )

    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            exit(withError: error)
        }
    }
}
