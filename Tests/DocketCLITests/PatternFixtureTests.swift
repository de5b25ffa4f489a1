import Docket
import DocketTestSupport
import Foundation
import XCTest

/// The failure patterns of documents nobody tuned for (corpora/patterns: table rows over several
/// lines, a heading's date scope, calendar grids, meetings in everyday forms, duplicates and noise),
/// each read end to end through the standard pipeline and compared with a golden file of what Docket
/// reads from it (corpora/patterns/expected/NAME.json), which also records how many of the fixture's
/// gold tasks that reading matches, so a change that loses one fails here.
///
/// Regenerate after an intended change with `DOCKET_UPDATE_GOLDEN=1 swift test --filter PatternFixtureTests`
/// and review the diff.
final class PatternFixtureTests: XCTestCase {
    struct Gold: Decodable {
        struct Task: Decodable { var title: String; var dueDate: String }
        var file: String
        var tasks: [Task]
    }

    struct Reading: Codable, Equatable {
        struct Task: Codable, Equatable { var title: String; var type: String; var dueDate: String; var dueTime: String? }
        struct Meeting: Codable, Equatable { var days: [String]; var start: String; var end: String?; var kind: String? }
        var documentType: String
        var tasks: [Task]
        var meetings: [Meeting]
        /// How many of the fixture's gold tasks the reading matches (same date, similar title).
        var matchedGold: Int
    }

    func testEveryPatternFixtureReadsAsItsGoldenFile() throws {
        let folder = Fixtures.root.appendingPathComponent("corpora/patterns")
        let expected = folder.appendingPathComponent("expected")
        let update = ProcessInfo.processInfo.environment["DOCKET_UPDATE_GOLDEN"] == "1"
        let golds = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".gold.json") }.sorted()
        XCTAssertGreaterThanOrEqual(golds.count, 10)
        let pipeline = Pipeline.standard()
        let understanding = DocumentUnderstanding(options: NormalizationOptions(today: CivilDate(year: 2026, month: 11, day: 23)!))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        for name in golds {
            let gold = try JSONDecoder().decode(Gold.self, from: Data(contentsOf: folder.appendingPathComponent(name)))
            let input = try InputDocument.read(path: folder.appendingPathComponent(gold.file).path)
            let result = try understanding.understand(try pipeline.extractText(input), sha256: "")
            var unmatched = result.tasks, matched = 0
            for task in gold.tasks {
                if let index = unmatched.firstIndex(where: { $0.dueDate.description == task.dueDate
                                                              && UnderstandingEndToEndTests.similar($0.title, task.title) }) {
                    unmatched.remove(at: index)
                    matched += 1
                }
            }
            let reading = Reading(
                documentType: result.documentType.rawValue,
                tasks: result.tasks.map { .init(title: $0.title, type: $0.type.rawValue, dueDate: $0.dueDate.description,
                                               dueTime: $0.dueTime?.description) },
                meetings: result.meetings.map { .init(days: $0.days.map(\.rawValue), start: $0.start.description,
                                                     end: $0.end?.description, kind: $0.kind) },
                matchedGold: matched)
            let url = expected.appendingPathComponent((gold.file as NSString).deletingPathExtension + ".json")
            if update {
                try FileManager.default.createDirectory(at: expected, withIntermediateDirectories: true)
                try encoder.encode(reading).write(to: url)
                continue
            }
            let golden = try JSONDecoder().decode(Reading.self, from: Data(contentsOf: url))
            XCTAssertEqual(reading, golden, gold.file)
            XCTAssertGreaterThanOrEqual(matched, golden.matchedGold, "\(gold.file): fewer gold tasks found than the golden file records")
        }
    }
}
