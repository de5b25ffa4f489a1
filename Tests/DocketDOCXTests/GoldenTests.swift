import DocketCore
import DocketDOCX
import Foundation
import XCTest

/// Compares extraction of the committed fixtures with their expected text, when the fixtures exist.
final class GoldenTests: XCTestCase {
    /// The repository root: three levels above this file (Tests/DocketDOCXTests/GoldenTests.swift).
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testTableFixtureMatchesExpectedText() throws {
        let docx = Self.root.appendingPathComponent("corpora/text/table.docx")
        let expected = Self.root.appendingPathComponent("corpora/text/table.expected.txt")
        guard FileManager.default.fileExists(atPath: docx.path),
              FileManager.default.fileExists(atPath: expected.path) else {
            throw XCTSkip("corpora/text/table.docx and its expected text are not committed yet")
        }
        let input = try InputDocument.read(path: docx.path)
        let document = try DOCXTextExtractor().extract(input, as: .supported(.docx))
        let wanted = try String(contentsOf: expected, encoding: .utf8)
        XCTAssertEqual(Self.trimmingTrailingWhitespace(document.text), Self.trimmingTrailingWhitespace(wanted))
    }

    static func trimmingTrailingWhitespace(_ text: String) -> String {
        var result = text
        while let last = result.last, last.isWhitespace { result.removeLast() }
        return result
    }
}

/// Every DOCX in `corpora/bad` raises the error `corpora/bad/manifest.json` names for it.
final class BadCorpusTests: XCTestCase {
    struct Entry: Decodable {
        var file: String
        var error: String
        var note: String?
    }

    func testBadDOCXFilesRaiseTheirErrors() throws {
        let folder = GoldenTests.root.appendingPathComponent("corpora/bad")
        let manifest = folder.appendingPathComponent("manifest.json")
        guard FileManager.default.fileExists(atPath: manifest.path) else {
            throw XCTSkip("corpora/bad/manifest.json is not committed yet")
        }
        let entries = try JSONDecoder().decode([Entry].self, from: Data(contentsOf: manifest))
            .filter { $0.file.hasSuffix(".docx") }
        XCTAssertFalse(entries.isEmpty)
        for entry in entries {
            let path = folder.appendingPathComponent(entry.file).path
            let input = try InputDocument.read(path: path)
            let started = Date()
            if entry.error == "unsupported" {
                // Refused by detection, before any extractor runs.
                guard case .unsupported = ContentDetector().detect(input) else {
                    XCTFail("\(entry.file): expected detection to refuse it")
                    continue
                }
                // The extractor, called anyway, names the missing part.
                let error = docketError { _ = try DOCXTextExtractor().extract(input, as: .supported(.docx)) }
                XCTAssertEqual(error, .missingPart(file: path, part: "word/document.xml"), entry.file)
                continue
            }
            let error = docketError { _ = try DOCXTextExtractor().extract(input, as: .supported(.docx)) }
            XCTAssertEqual(error.map(Self.caseName), entry.error, "\(entry.file): \(String(describing: error))")
            XCTAssertEqual(error?.file, path, entry.file)
            XCTAssertLessThan(Date().timeIntervalSince(started), 5, "\(entry.file) took too long")
        }
    }

    static func caseName(_ error: DocketError) -> String {
        Mirror(reflecting: error).children.first?.label ?? "\(error)"
    }
}
