import Docket
import DocketTestSupport
import Foundation
import XCTest

/// One syllabus written as DOCX, ODT, HTML, RTF, PDF and legacy Word (corpora/formats, made by
/// scripts/make-fixtures) gives the same tasks, with the same dates and times, whatever its format.
final class SameSyllabusEveryFormatTests: XCTestCase {
    struct Gold: Decodable {
        struct Task: Decodable { var title: String; var dueDate: String }
        var today: String
        var tasks: [Task]
    }

    func testEveryFormatGivesTheGoldTasks() throws {
        let folder = Fixtures.root.appendingPathComponent("corpora/formats")
        let gold = try JSONDecoder().decode(Gold.self, from: Data(contentsOf: folder.appendingPathComponent("tasks.gold.json")))
        let wanted = Set(gold.tasks.map { "\($0.title.lowercased()) \($0.dueDate)" })
        var files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("syllabus.") }.sorted()
        if LegacyWordTextExtractor.installedAntiword() == nil { files.removeAll { $0.hasSuffix(".doc") } }
        XCTAssertGreaterThanOrEqual(files.count, 5, "\(files)")
        let today = try XCTUnwrap(CivilDate(iso: gold.today))
        let understanding = DocumentUnderstanding(options: NormalizationOptions(today: today))
        let pipeline = Pipeline.standard()
        var byFormat: [String: [String]] = [:]
        for file in files {
            let input = try InputDocument.read(path: folder.appendingPathComponent(file).path)
            let document = try pipeline.extractText(input)
            XCTAssertEqual(document.format.rawValue, (file as NSString).pathExtension, file)
            let tasks = try understanding.understand(document, sha256: "").tasks
            let found = Set(tasks.map { "\($0.title.lowercased()) \($0.dueDate)" })
            XCTAssertEqual(found, wanted, file)
            byFormat[file] = tasks.map { "\($0.title.lowercased()) \($0.dueDate) \($0.dueTime?.description ?? "-")" }.sorted()
        }
        let reference = try XCTUnwrap(byFormat["syllabus.docx"])
        for (file, tasks) in byFormat {
            XCTAssertEqual(tasks, reference, "\(file) differs from the DOCX (times included)")
        }
    }
}
