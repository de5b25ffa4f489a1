import DocketCore
import DocketTestSupport
import Foundation
import XCTest
@testable import DocketUnderstand

/// The rule extractor on its own: what it reads from each fixture, before any date arithmetic,
/// against a golden file of mentions (title, type, the date phrase as written).
///
/// Regenerate after an intended change with `DOCKET_UPDATE_GOLDEN=1 swift test --filter ExtractorGoldenTests`
/// and review the diff.
final class ExtractorGoldenTests: XCTestCase {
    struct Mention: Codable, Equatable {
        var title: String
        var type: String
        /// The date phrase as written, and how a rule moves it ("after FR": the next Friday).
        var date: String
        var shift: String?
        var time: String?
        var derived: Bool
        var line: Int
    }

    static let goldenFolder = UnderstandFixtures.folder.appendingPathComponent("extraction")

    func testEveryFixturesMentionsMatchTheirGoldenFile() throws {
        let update = ProcessInfo.processInfo.environment["DOCKET_UPDATE_GOLDEN"] == "1"
        for (gold, document) in try UnderstandFixtures.all() {
            let classification = RuleClassifier().classify(document)
            let extraction = try RuleExtractor().extract(document, classification: classification)
            let mentions = extraction.tasks.map { task -> Mention in
                var shift: String?
                switch task.shift {
                case .onOrAfter(let day)?: shift = "on or after \(day.rawValue)"
                case .after(let day)?: shift = "after \(day.rawValue)"
                case .days(let count)?: shift = "+\(count) days"
                case nil: shift = nil
                }
                return Mention(title: task.title, type: task.type.rawValue, date: task.date.text, shift: shift,
                               time: task.time?.description, derived: task.derived, line: task.source.line)
            }
            let url = Self.goldenFolder.appendingPathComponent((gold.file as NSString).deletingPathExtension + ".json")
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            if update {
                try FileManager.default.createDirectory(at: Self.goldenFolder, withIntermediateDirectories: true)
                try encoder.encode(mentions).write(to: url)
                continue
            }
            let expected = try JSONDecoder().decode([Mention].self, from: Data(contentsOf: url))
            XCTAssertEqual(mentions, expected, gold.file)
        }
    }
}

/// The whole understanding stage (classify, extract, normalize) against the human gold labels.
final class UnderstandingGoldTests: XCTestCase {
    func testTasksMeetingsAndBreaksMatchTheGold() throws {
        for (gold, document) in try UnderstandFixtures.all() {
            let understanding = DocumentUnderstanding(options: NormalizationOptions(today: CivilDate(year: 2026, month: 11, day: 23)!))
            let result = try understanding.understand(document, sha256: "")
            GoldComparison.assertMatches(result, gold: gold)
        }
    }
}

/// The scorer's rule in Swift: a task matches a gold task on the same date with a similar title.
enum GoldComparison {
    static func assertMatches(_ result: UnderstoodDocument, gold: UnderstandFixtures.Gold, file: StaticString = #filePath, line: UInt = #line) {
        var unmatched = result.tasks
        for task in gold.tasks {
            guard let index = unmatched.firstIndex(where: { $0.dueDate.description == task.dueDate && similar($0.title, task.title) }) else {
                XCTFail("\(gold.file): missed \(task.dueDate) '\(task.title)'", file: file, line: line)
                continue
            }
            let found = unmatched.remove(at: index)
            if let time = task.dueTime {
                XCTAssertEqual(found.dueTime?.description, time, "\(gold.file): time of '\(task.title)'", file: file, line: line)
            }
        }
        for extra in unmatched {
            XCTFail("\(gold.file): extra \(extra.dueDate) '\(extra.title)'", file: file, line: line)
        }
        let meetings = Set(result.meetings.map { "\($0.days.map(\.rawValue).sorted()) \($0.start)" })
        let goldMeetings = Set(gold.meetings.map { "\($0.days.sorted()) \($0.start)" })
        XCTAssertEqual(meetings, goldMeetings, "\(gold.file): meetings", file: file, line: line)
        XCTAssertEqual(Set(result.noClassDays.map { "\($0.start)..\($0.end)" }), Set(gold.noClassDays.map { "\($0.start)..\($0.end)" }),
                       "\(gold.file): days without class", file: file, line: line)
        XCTAssertEqual(result.documentType.rawValue, gold.documentType, gold.file, file: file, line: line)
    }

    /// Token overlap or the same kind and number ("HW 3" ~ "Homework 3").
    static func similar(_ a: String, _ b: String) -> Bool {
        let x = TitleKey(a), y = TitleKey(b)
        if x.sameTask(as: y) { return true }
        let first = Set(x.words), second = Set(y.words)
        guard !first.isEmpty, !second.isEmpty else { return false }
        return Double(first.intersection(second).count) / Double(first.union(second).count) >= 0.34
    }
}
