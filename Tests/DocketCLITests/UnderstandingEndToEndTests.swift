import Docket
import DocketTestSupport
import Foundation
import XCTest

/// Every document under corpora/understand (PDF and DOCX included) read end to end through the
/// standard pipeline and compared with its gold labels by the scorer's rule.
final class UnderstandingEndToEndTests: XCTestCase {
    struct Gold: Decodable {
        struct Task: Decodable { var title: String; var dueDate: String; var dueTime: String? }
        var file: String
        var documentType: String
        var tasks: [Task]
    }

    func testEveryFixtureMatchesItsGold() throws {
        let folder = Fixtures.root.appendingPathComponent("corpora/understand")
        let golds = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".gold.json") }.sorted()
        XCTAssertGreaterThanOrEqual(golds.count, 14)
        let pipeline = Pipeline.standard()
        let understanding = DocumentUnderstanding(options: NormalizationOptions(today: CivilDate(year: 2026, month: 11, day: 23)!))
        var matched = 0, goldCount = 0, predicted = 0
        for name in golds {
            let gold = try JSONDecoder().decode(Gold.self, from: Data(contentsOf: folder.appendingPathComponent(name)))
            let input = try InputDocument.read(path: folder.appendingPathComponent(gold.file).path)
            let result = try understanding.understand(try pipeline.extractText(input), sha256: "")
            XCTAssertEqual(result.documentType.rawValue, gold.documentType, gold.file)
            var unmatched = result.tasks
            for task in gold.tasks {
                if let index = unmatched.firstIndex(where: { $0.dueDate.description == task.dueDate && Self.similar($0.title, task.title) }) {
                    let found = unmatched.remove(at: index)
                    matched += 1
                    if let time = task.dueTime { XCTAssertEqual(found.dueTime?.description, time, "\(gold.file): \(task.title)") }
                } else {
                    XCTFail("\(gold.file): missed \(task.dueDate) '\(task.title)'")
                }
            }
            unmatched.forEach { XCTFail("\(gold.file): extra \($0.dueDate) '\($0.title)'") }
            goldCount += gold.tasks.count
            predicted += result.tasks.count
        }
        XCTAssertEqual(matched, goldCount)
        XCTAssertEqual(predicted, goldCount)
    }

    static func similar(_ a: String, _ b: String) -> Bool {
        func words(_ text: String) -> Set<String> {
            Set(text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init))
        }
        let x = words(a), y = words(b)
        guard !x.isEmpty, !y.isEmpty else { return false }
        return Double(x.intersection(y).count) / Double(x.union(y).count) >= 0.34 || x.isSubset(of: y) || y.isSubset(of: x)
    }
}
