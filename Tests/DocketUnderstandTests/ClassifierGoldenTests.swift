import DocketCore
import DocketTestSupport
import Foundation
import XCTest
@testable import DocketUnderstand

/// The project's own documents under corpora/understand and their gold labels.
enum UnderstandFixtures {
    static let folder = Fixtures.root.appendingPathComponent("corpora/understand")

    struct Gold: Decodable {
        struct Task: Decodable {
            var title: String
            var type: String
            var dueDate: String
            var dueTime: String?
        }
        struct Meeting: Decodable {
            var days: [String]
            var start: String
        }
        struct Span: Decodable {
            var start: String
            var end: String
        }
        var file: String
        var documentType: String
        var tasks: [Task]
        var meetings: [Meeting]
        var noClassDays: [Span]
        var undated: [String]
    }

    /// The text and Markdown fixtures, read without any C library (the PDF and DOCX ones are
    /// covered end to end by the command-line tests).
    static func all() throws -> [(gold: Gold, document: Document)] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".gold.json") }.sorted()
        return try names.compactMap { name in
            let gold = try JSONDecoder().decode(Gold.self, from: Data(contentsOf: folder.appendingPathComponent(name)))
            guard [".txt", ".md"].contains(where: gold.file.hasSuffix) else { return nil }
            let input = InputDocument(name: gold.file, data: try Data(contentsOf: folder.appendingPathComponent(gold.file)))
            let document = try PlainTextExtractor().extract(input, as: .supported(.text, encoding: .utf8))
            return (gold, document)
        }
    }
}

final class ClassifierGoldenTests: XCTestCase {
    func testEveryFixtureIsClassifiedAsItsGoldSays() throws {
        let fixtures = try UnderstandFixtures.all()
        XCTAssertGreaterThanOrEqual(fixtures.count, 8)
        for (gold, document) in fixtures {
            let classification = RuleClassifier().classify(document)
            XCTAssertEqual(classification.documentType.rawValue, gold.documentType, gold.file)
            XCTAssertFalse(classification.evidence.isEmpty, "\(gold.file): a classification states its evidence")
            XCTAssertTrue((0...1).contains(classification.confidence))
        }
    }

    func testNonCourseworkIsOther() {
        let text = "Receipt\nCorner Cafe\n2 coffees 7.80\nTotal 7.80\nThank you, 12/03/2024 10:41\n"
        let document = Document(source: "r", format: .text, pages: [Page(number: 1, origin: .plainText,
                                                                          lines: text.split(separator: "\n").map { Line(text: String($0)) })])
        XCTAssertEqual(RuleClassifier().classify(document).documentType, .other)
    }
}
