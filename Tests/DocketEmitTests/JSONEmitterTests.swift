import DocketUnderstand
import Foundation
import XCTest
@testable import DocketEmit

final class JSONEmitterTests: XCTestCase {
    func testTheWindowKeepsOnlyTasksInsideIt() throws {
        let document = try EmitFixtures.understood("01-geog1420-fall2025-syllabus.txt")
        XCTAssertGreaterThan(document.tasks.count, 3)
        var options = EmitOptions(today: EmitFixtures.today, timeZone: "America/New_York", generatedAt: 0)
        options.from = CivilDate(year: 2025, month: 10, day: 1)
        options.until = CivilDate(year: 2025, month: 10, day: 31)
        let json = try JSONEmitter().emit([document], options: options)
        let parsed = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let tasks = try XCTUnwrap((parsed["documents"] as? [[String: Any]])?.first?["tasks"] as? [[String: Any]])
        XCTAssertFalse(tasks.isEmpty)
        XCTAssertTrue(tasks.allSatisfy { ($0["dueDate"] as? String ?? "").hasPrefix("2025-10") })
    }
}
