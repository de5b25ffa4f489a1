import DocketServe
import Foundation
import XCTest

/// The log's timestamps, written by hand, read as `ISO8601DateFormatter` would write them.
final class ServeLogHandlerTests: XCTestCase {
    func testTimestampsAreWhatISO8601DateFormatterWrites() {
        let formatter = ISO8601DateFormatter()
        for seconds in [0, 59, 951_782_400, 1_709_164_799, 1_764_102_970, 4_102_444_800] {
            XCTAssertEqual(ServeLogHandler.timestamp(seconds), formatter.string(from: Date(timeIntervalSince1970: TimeInterval(seconds))), "\(seconds)")
        }
    }
}
