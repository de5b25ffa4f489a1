import DocketCore
import DocketTestSupport
import DocketUnderstand
import Foundation

/// Understood documents for emitter tests: the project's text fixtures read through the pure-Swift
/// stages (no C library), or documents built by hand.
enum EmitFixtures {
    static let today = CivilDate(year: 2025, month: 8, day: 25)!

    /// A text or Markdown fixture from corpora/understand, understood.
    static func understood(_ file: String, timeZone: String = "America/New_York") throws -> UnderstoodDocument {
        let url = Fixtures.root.appendingPathComponent("corpora/understand").appendingPathComponent(file)
        let input = InputDocument(name: file, data: try Data(contentsOf: url))
        let document = try PlainTextExtractor().extract(input, as: .supported(.text, encoding: .utf8))
        var options = NormalizationOptions(today: today)
        options.timeZone = timeZone
        return try DocumentUnderstanding(options: options).understand(document, sha256: SHA256.hex(input.data))
    }

    /// Every text and Markdown fixture under corpora/understand that is coursework.
    static func all(timeZone: String = "America/New_York") throws -> [UnderstoodDocument] {
        let folder = Fixtures.root.appendingPathComponent("corpora/understand")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".txt") || $0.hasSuffix(".md") }
            .filter { $0 != "README.md" }
            .sorted()
            .map { try understood($0, timeZone: timeZone) }
            .filter { $0.documentType != .other }
    }
}
