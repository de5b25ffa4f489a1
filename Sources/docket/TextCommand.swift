import ArgumentParser
import Docket
import Foundation

struct TextCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "text",
        abstract: "Print the text Docket reads from documents.",
        discussion: """
        Formats read (decided from the content, never the name): PDF (OCR for pages without text), \
        DOCX, legacy Word .doc (with antiword installed), ODT, RTF, PPTX (a page per slide), HTML \
        and MHTML web pages, PNG, JPEG, TIFF, WebP, GIF, BMP, HEIC, plain text and Markdown (LaTeX is read as \
        the text it typesets, HTML written inside Markdown as a browser shows it, and a YAML list of \
        records as a table, a row per record).

        Lines come in reading order; a table row is one line with its cells separated by tabs, so a \
        schedule row's date and its item stay together. Pages are separated by a form feed. With more \
        than one file, each file's text follows a '==> FILE <==' header.

        --json prints the page/line model instead: for each page its origin (textLayer, ocr, markup, \
        plainText), OCR confidence, and each line's cells and boxes; and the document's creation date \
        ("created") when its file states one, which dates written without a year are read near.
        """
    )

    @OptionGroup var input: InputOptions

    @Flag(name: .long, help: "Print the page/line model as JSON.")
    var json = false

    func run() throws {
        let pipeline = Pipeline.standard(input.pipelineOptions)
        var documents: [Document] = []
        let failed = input.forEachDocument(pipeline) { name, _, document, index, count in
            for warning in document.warnings { Console.error("\(name): warning: \(warning)") }
            if json {
                documents.append(document)
            } else {
                if count > 1 { Console.output((index > 0 ? "\n" : "") + "==> \(name) <==") }
                Console.output(document.text)
            }
        }
        if json {
            Console.output(try JSON.encode(DocumentList(documents: documents)))
        }
        if failed { throw ExitCode.failure }
    }
}
