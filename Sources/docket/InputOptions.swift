import ArgumentParser
import Docket
import Foundation

/// Options every command that reads documents shares.
struct InputOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("Files or folders to read (folders recursively); '-' reads standard input.", valueName: "path"))
    var files: [String] = []

    @Option(name: .customLong("files-from"), help: ArgumentHelp("Also read the paths listed in this file, one per line ('-': standard input).", valueName: "file"))
    var filesFrom: String?

    @Flag(name: .customLong("no-ocr"), help: "Do not OCR images or PDF pages without a text layer.")
    var noOCR = false

    @Option(name: .customLong("ocr-jobs"), help: "Pages to OCR at once (default: the number of cores).")
    var ocrJobs: Int?

    @Option(name: .customLong("ocr-language"), help: "Tesseract language data to read with, e.g. eng or eng+deu.")
    var ocrLanguage = "eng"

    func validate() throws {
        if files.isEmpty && filesFrom == nil { throw ValidationError("Give at least one file, or '-' for standard input.") }
        if files.filter({ $0 == "-" }).count + (filesFrom == "-" ? 1 : 0) > 1 {
            throw ValidationError("'-' (standard input) can be read only once.")
        }
        if let ocrJobs, ocrJobs < 1 { throw ValidationError("--ocr-jobs must be at least 1.") }
    }

    var pipelineOptions: PipelineOptions {
        var options = PipelineOptions()
        options.ocr = !noOCR
        if let ocrJobs { options.ocrWorkers = ocrJobs }
        options.ocrLanguage = ocrLanguage
        return options
    }

    /// Walks the inputs (folders recursively) and hands each file's bytes and text to `body`. A file
    /// that fails prints one line on standard error and the walk goes on; returns whether any failed.
    func forEachDocument(_ pipeline: Pipeline,
                         _ body: (_ name: String, _ input: InputDocument, _ document: Document, _ index: Int, _ count: Int) throws -> Void) -> Bool {
        let (files, problems) = paths()
        problems.forEach { Console.error($0) }
        var failed = !problems.isEmpty
        for (index, name) in files.enumerated() {
            do {
                let input = try read(name)
                try body(name, input, try pipeline.extractText(input), index, files.count)
            } catch let error as DocketError {
                failed = true
                Console.error(error.description)
            } catch {
                failed = true
                Console.error("\(name): \(error)")
            }
        }
        return failed
    }

    /// The inputs to read, folders expanded, with those of `--files-from` after the command line's;
    /// and a line for each that cannot be listed.
    func paths() -> (files: [String], problems: [String]) {
        var named = files
        var problems: [String] = []
        if let filesFrom {
            do {
                let data = filesFrom == "-" ? try FileHandle.standardInput.readToEnd() ?? Data()
                    : try Data(contentsOf: URL(fileURLWithPath: filesFrom))
                named += String(decoding: data, as: UTF8.self).split(whereSeparator: { $0 == "\n" || $0 == "\r\n" })
                    .map { String($0).trimmingCharacters(in: .init(charactersIn: "\r")) }
                    .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            } catch {
                problems.append("\(filesFrom): cannot read the list of files: \(error.localizedDescription)")
            }
        }
        let expanded = InputWalker.expandReportingData(named)
        if !expanded.skipped.isEmpty {
            // Not failures: labels and exports beside documents. Named on the command line they are read.
            Console.note("skipped \(expanded.skipped.count) JSON/XML data file(s) found in folders, e.g. \(expanded.skipped[0])")
        }
        return (expanded.files, problems + expanded.problems)
    }

    /// The line for a run that found nothing to read although nothing failed: an empty folder, or
    /// a folder holding only data files, or an empty `--files-from` list. Reading nothing is not a
    /// success a script should take for one.
    func nothingToRead() -> String {
        let folders = files.filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: name, isDirectory: &isFolder) && isFolder.boolValue
        }
        let kinds = "PDF, Word (DOCX), image or text files"
        if let folder = folders.first, folders.count == files.count {
            return folders.count == 1 ? "\(folder): no documents to read in this folder (\(kinds))"
                : "\(folder) and the other folders: no documents to read (\(kinds))"
        }
        return "no documents to read" + (filesFrom.map { ": the list in \($0) names none" } ?? "")
    }

    /// Reads one named input: a path, or standard input for "-".
    func read(_ name: String) throws -> InputDocument {
        name == "-" ? try InputDocument.read(handle: .standardInput) : try InputDocument.read(path: name)
    }
}
