import XCTest
@testable import DocketUnderstand

/// The words that name deliverables.
final class TaskVocabularyTests: XCTestCase {
    func testWriteUpsAndSummariesOfReadingsAreWrittenWork() {
        XCTAssertEqual(TaskVocabulary.hits(in: "Teuer Furniture case write-up due").map(\.type), [.paper])
        XCTAssertEqual(TaskVocabulary.hits(in: "Lab writeup 2").first?.title, "Writeup 2")
        XCTAssertEqual(TaskVocabulary.hits(in: "[Article Summary 1 Due]").first?.title, "Article Summary 1")
        XCTAssertTrue(TaskVocabulary.hits(in: "Course Summary").isEmpty)
        XCTAssertTrue(TaskVocabulary.hits(in: "Summary of grades").isEmpty)
    }
}
