import Docket
import DocketTestSupport
import Foundation
import XCTest

/// The two real legacy Word syllabi of the peer suite (`../shared/peer-suite/unlabelled`, never
/// copied into this repository) are read through the standard pipeline, their exams and class
/// meetings found. Skipped where the peer suite or antiword is absent.
final class LegacyWordPeerSuiteTests: XCTestCase {
    func testTheLegacyWordSyllabiGiveExamsAndMeetings() throws {
        let folder = Fixtures.root.deletingLastPathComponent().appendingPathComponent("shared/peer-suite/unlabelled")
        guard LegacyWordTextExtractor.installedAntiword() != nil else { throw XCTSkip("antiword is not installed") }
        let files = (FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
            .filter { $0.pathExtension.lowercased() == "doc" }
        guard !files.isEmpty else { throw XCTSkip("no legacy Word files in \(folder.path)") }
        let understanding = DocumentUnderstanding(options: NormalizationOptions(today: CivilDate(year: 2025, month: 8, day: 20)!))
        for file in files {
            let input = try InputDocument.read(path: file.path)
            XCTAssertEqual(ContentDetector().detect(input), .supported(.doc), file.lastPathComponent)
            let result = try understanding.understand(try Pipeline.standard().extractText(input), sha256: "")
            let exams = result.tasks.filter { $0.type == .exam }
            XCTAssertGreaterThanOrEqual(exams.count, 2, "\(file.lastPathComponent): \(result.tasks.map(\.title))")
            XCTAssertGreaterThanOrEqual(result.meetings.count, 1, file.lastPathComponent)
        }
    }
}
