import Docket
import DocketRun
import DocketServe
import DocketTestSupport
import Foundation
import XCTest

/// The worker pools a server keeps per set of request overrides: more distinct settings than pools
/// are served by stopping the least recently used idle pool, not refused.
final class PooledReaderTests: XCTestCase {
    func testMoreDistinctSettingsThanPoolsAreStillRead() throws {
        let executable = Bundle.main.bundleURL.appendingPathComponent("docket").path
        guard FileManager.default.isExecutableFile(atPath: executable) else { throw XCTSkip("docket is not built beside the tests") }
        let reader = try PooledReader(size: 1, settings: TestServer.settings, limits: DocumentLimits(timeout: 60), executable: executable,
                                      maximumPools: 2)
        defer { reader.shutdown() }
        let path = Fixtures.root.appendingPathComponent("corpora/text/syllabus.md").path
        for today in ["2025-09-02", "2025-09-03", "2025-09-04", "2025-09-02"] {
            let item = reader.read(path: path, overrides: ReadingOverrides(today: CivilDate(iso: today)))
            guard case .understood = item.outcome else { return XCTFail("today=\(today): \(item.outcome)") }
        }
    }
}
