import ArgumentParser
import Docket

/// Options every command that reads documents shares.
struct InputOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("Files or folders to read (folders recursively); '-' reads standard input.", valueName: "path"))
    var files: [String] = []

    @Flag(name: .customLong("no-ocr"), help: "Do not OCR images or PDF pages without a text layer.")
    var noOCR = false

    @Option(name: .customLong("ocr-jobs"), help: "Pages to OCR at once (default: the number of cores).")
    var ocrJobs: Int?

    @Option(name: .customLong("ocr-language"), help: "Tesseract language data to read with, e.g. eng or eng+deu.")
    var ocrLanguage = "eng"

    func validate() throws {
        if files.isEmpty { throw ValidationError("Give at least one file, or '-' for standard input.") }
        if files.filter({ $0 == "-" }).count > 1 { throw ValidationError("'-' (standard input) can be read only once.") }
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
        let (files, problems) = InputWalker.expand(files)
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

    /// Reads one named input: a path, or standard input for "-".
    func read(_ name: String) throws -> InputDocument {
        name == "-" ? try InputDocument.read(handle: .standardInput) : try InputDocument.read(path: name)
    }
}
