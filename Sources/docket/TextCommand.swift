import ArgumentParser
import Docket
import Foundation

struct TextCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "text",
        abstract: "Print the text Docket reads from documents.",
        discussion: """
        Lines come in reading order; a table row is one line with its cells separated by tabs, so a \
        schedule row's date and its item stay together. Pages are separated by a form feed. With more \
        than one file, each file's text follows a '==> FILE <==' header.

        --json prints the page/line model instead: for each page its origin (textLayer, ocr, markup, \
        plainText), OCR confidence, and each line's cells and boxes.
        """
    )

    @OptionGroup var input: InputOptions

    @Flag(name: .long, help: "Print the page/line model as JSON.")
    var json = false

    func run() throws {
        let pipeline = Pipeline.standard(input.pipelineOptions)
        var documents: [Document] = []
        let (files, problems) = InputWalker.expand(input.files)
        var failed = !problems.isEmpty
        problems.forEach { Console.error($0) }
        for (index, name) in files.enumerated() {
            do {
                let document = try pipeline.extractText(try input.read(name))
                for warning in document.warnings {
                    Console.error("\(name): warning: \(warning)")
                }
                if json {
                    documents.append(document)
                } else {
                    if files.count > 1 {
                        Console.output((index > 0 ? "\n" : "") + "==> \(name) <==")
                    }
                    Console.output(document.text)
                }
            } catch let error as DocketError {
                failed = true
                Console.error(error.description)
            } catch {
                failed = true
                Console.error("\(name): \(error)")
            }
        }
        if json {
            Console.output(try JSONOutput.encode(DocumentList(documents: documents)))
        }
        if failed { throw ExitCode.failure }
    }
}
