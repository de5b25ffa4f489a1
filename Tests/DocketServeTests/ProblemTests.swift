import DocketRun
@testable import DocketServe
import XCTest

final class ProblemTests: XCTestCase {
    func testStatusFromTheReason() {
        let reasons: [(String, Int)] = [
            ("unsupported type: XLSX workbook", 415),
            ("too large: 300.0 MiB (the limit is 256.0 MiB)", 413),
            ("encrypted PDF: it needs a password to open", 422),
            ("empty file", 422),
            (WorkerFailure.timedOut(file: "f", seconds: 300).reason, 422),
            (WorkerFailure.overMemory(file: "f", megabytes: 2048).reason, 422),
            (WorkerFailure.crashed(file: "f", signal: 11, page: 14).reason, 422),
            (WorkerFailure.unavailable(file: "f", reason: "no fork").reason, 503),
        ]
        for (reason, status) in reasons {
            XCTAssertEqual(Problem.status(forReason: reason).code, status, reason)
        }
    }

    func testTheTemporaryFilesNameIsTakenOff() {
        XCTAssertEqual(DocumentService.reason("/tmp/docket-serve-1/ABC: empty file", path: "/tmp/docket-serve-1/ABC"), "empty file")
        XCTAssertEqual(DocumentService.reason("request: no reader process: x", path: "/tmp/a"), "no reader process: x")
        XCTAssertEqual(DocumentService.reason("other: thing", path: "/tmp/a"), "other: thing")
    }

    func testProblemJSON() throws {
        let problem = Problem(.tooManyRequests, "too many documents in hand; try again in 1 s", retryAfter: 1)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(problem.json.utf8)) as? [String: Any])
        XCTAssertEqual(object["status"] as? Int, 429)
        XCTAssertEqual(object["title"] as? String, "Too Many Requests")
        XCTAssertEqual(object["type"] as? String, "about:blank")
        XCTAssertEqual(problem.response.headers[.retryAfter], "1")
        XCTAssertEqual(problem.response.headers[.contentType], "application/problem+json")
    }
}
