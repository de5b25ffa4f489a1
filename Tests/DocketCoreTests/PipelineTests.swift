import XCTest
@testable import DocketCore

final class PipelineTests: XCTestCase {
    struct FixedDetector: Detector {
        var answer: Detection
        func detect(_ data: [UInt8]) -> Detection { answer }
    }

    struct EchoExtractor: TextExtractor {
        var formats: Set<Format> { [.pdf] }
        func extract(_ input: InputDocument, as detection: Detection) throws -> Document {
            Document(source: input.name, format: .pdf, pages: [Page(number: 1, origin: .textLayer, lines: [Line(text: "stub")])])
        }
    }

    let input = InputDocument(name: "in.bin", data: Data("anything".utf8))

    func testStagesCanBeSwapped() throws {
        let pipeline = Pipeline(detector: FixedDetector(answer: .supported(.pdf)), extractors: [EchoExtractor()])
        XCTAssertEqual(try pipeline.extractText(input).text, "stub")
    }

    func testUnsupportedNamesWhatWasSeen() {
        let pipeline = Pipeline(detector: FixedDetector(answer: .unsupported("XLSX workbook")), extractors: [])
        XCTAssertThrowsError(try pipeline.extractText(input)) { error in
            XCTAssertEqual(error as? DocketError, .unsupported(file: "in.bin", what: "XLSX workbook"))
            XCTAssertEqual("\(error)", "in.bin: unsupported type: XLSX workbook")
        }
    }

    func testEmptyInput() {
        let pipeline = Pipeline(extractors: [EchoExtractor()])
        XCTAssertThrowsError(try pipeline.extractText(InputDocument(name: "e.pdf", data: Data()))) { error in
            XCTAssertEqual("\(error)", "e.pdf: empty file")
        }
    }

    func testFormatWithoutAReader() {
        let pipeline = Pipeline(detector: FixedDetector(answer: .supported(.png)), extractors: [EchoExtractor()])
        XCTAssertThrowsError(try pipeline.extractText(input)) { error in
            XCTAssertTrue("\(error)".contains("no reader"), "\(error)")
        }
    }
}
