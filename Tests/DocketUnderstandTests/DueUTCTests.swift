import XCTest
@testable import DocketUnderstand

/// `dueUTC`: the instant of `due` with a Z, which jq's `fromdateiso8601` reads.
final class DueUTCTests: XCTestCase {
    func testOffsetsAreTakenOut() {
        XCTAssertEqual(DueUTC.from(iso: "2025-10-03T23:59:00-04:00"), "2025-10-04T03:59:00Z")
        XCTAssertEqual(DueUTC.from(iso: "2026-01-01T00:30:00+05:30"), "2025-12-31T19:00:00Z")
        XCTAssertEqual(DueUTC.from(iso: "2025-03-09T12:00:00+00:00"), "2025-03-09T12:00:00Z")
        XCTAssertEqual(DueUTC.from(iso: "2024-02-28T22:00:00-03:00"), "2024-02-29T01:00:00Z")
    }

    func testNoOffsetNoInstant() {
        XCTAssertNil(DueUTC.from(iso: "2025-10-03"))
        XCTAssertNil(DueUTC.from(iso: "2025-10-03T23:59:00"))
        XCTAssertNil(DueUTC.from(iso: "garbage"))
    }
}
