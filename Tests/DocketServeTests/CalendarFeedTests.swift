import Docket
import DocketRun
import DocketServe
import DocketTestSupport
import Foundation
import XCTest

/// The subscribable calendar of an inbox folder, through the real server on loopback: 200 then 304
/// with the ETag, and a new version of the syllabus in the inbox reaching a calendar client (Python's
/// icalendar) as an update of the same event.
final class CalendarFeedTests: XCTestCase {
    private let versions = Fixtures.root.appendingPathComponent("corpora/versions")
    private let python = "/usr/bin/python3"

    private func temporaryFolder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("docket-feed-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// A server whose feed is `inbox`, read in-process with a cache and history of its own.
    private func server(inbox: URL) async throws -> TestServer {
        let state = try temporaryFolder("state")
        let reader = InProcessReader(settings: TestServer.settings)
        let reading = CachedDocumentReading(reader: reader, cacheDirectory: state.path, version: "test") { _ in }
        let history = try CourseHistory(directory: state.path) { _ in }
        let catalog = InboxCatalog(folder: inbox.path, reading: reading, history: history, settleSeconds: 0) { _ in }
        return try await TestServer(reader: reader, feed: CalendarFeed(source: catalog, refreshInterval: 1800))
    }

    /// Replaces the inbox file with another version, its modification time moved on so the change shows.
    private func put(_ version: String, in inbox: URL, at seconds: TimeInterval) throws {
        let target = inbox.appendingPathComponent("chem1210.txt")
        try Data(contentsOf: versions.appendingPathComponent("chem1210-\(version).txt")).write(to: target)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: seconds)], ofItemAtPath: target.path)
    }

    func testETagThen304AndAnUpdatedSyllabusMovesItsDeadline() async throws {
        let inbox = try temporaryFolder("inbox")
        try put("v1", in: inbox, at: 1_750_000_000)
        let server = try await server(inbox: inbox)
        defer { Task { await server.stop() } }

        let first = try server.client.request("GET", "/v1/calendar.ics")
        XCTAssertEqual(first.status, 200, first.text)
        XCTAssertEqual(first.headers["content-type"], "text/calendar; charset=utf-8")
        XCTAssertTrue(first.text.contains("REFRESH-INTERVAL;VALUE=DURATION:PT30M\r\n"), first.text)
        XCTAssertTrue(first.text.contains("X-PUBLISHED-TTL:PT30M\r\n"))
        let tag = try XCTUnwrap(first.headers["etag"])
        XCTAssertTrue(first.text.contains("UID:chem1210-fall-2025/assignment-homework-1@docket\r\n"), first.text)

        let head = try server.client.request("HEAD", "/v1/calendar.ics")
        XCTAssertEqual(head.status, 200)
        XCTAssertEqual(head.headers["etag"], tag)
        XCTAssertEqual(head.body, Data())

        let unchanged = try server.client.request("GET", "/v1/calendar.ics", headers: ["If-None-Match": tag])
        XCTAssertEqual(unchanged.status, 304)
        XCTAssertEqual(unchanged.body, Data())
        XCTAssertEqual(unchanged.headers["etag"], tag)
        XCTAssertEqual(try server.client.request("GET", "/v1/calendar.ics", headers: ["If-None-Match": "W/\(tag), \"other\""]).status, 304)

        // One course's calendar, and a course the feed does not hold.
        let course = try server.client.request("GET", "/v1/calendars/chem1210-fall-2025.ics")
        XCTAssertEqual(course.status, 200, course.text)
        XCTAssertNotNil(course.headers["etag"])
        let missing = try server.client.request("GET", "/v1/calendars/nope.ics")
        XCTAssertEqual(missing.status, 404)
        XCTAssertEqual(missing.problem?["detail"] as? String, "no course 'nope' in the calendar (courses: chem1210-fall-2025)")

        // v5: homework 1 moves from 9/9 to 9/11, quiz 1 is gone.
        try put("v5", in: inbox, at: 1_750_000_100)
        let second = try server.client.request("GET", "/v1/calendar.ics", headers: ["If-None-Match": tag])
        XCTAssertEqual(second.status, 200, "a changed syllabus changes the ETag")
        XCTAssertNotEqual(second.headers["etag"], tag)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: inbox.path), ["chem1210.txt"], "the inbox is never modified")

        let client = try pythonICalendar([first.body, second.body])
        let homework = "chem1210-fall-2025/assignment-homework-1@docket", quiz = "chem1210-fall-2025/quiz-1@docket"
        XCTAssertEqual(client[0][homework]?.start, "2025-09-09T23:59:00-05:00")
        XCTAssertEqual(client[1][homework]?.start, "2025-09-11T23:59:00-05:00", "the moved deadline moved")
        XCTAssertEqual(client[0][homework]?.sequence, 0)
        XCTAssertEqual(client[1][homework]?.sequence, 1, "an update, not a new event")
        XCTAssertEqual(client[0][quiz]?.status, "CONFIRMED")
        XCTAssertEqual(client[1][quiz]?.status, "CANCELLED")
        XCTAssertEqual(client[1][quiz]?.sequence, 1)
    }

    func testAnEmptyFeedIsAValidCalendar() async throws {
        let server = try await server(inbox: try temporaryFolder("empty"))
        defer { Task { await server.stop() } }
        let response = try server.client.request("GET", "/v1/calendar.ics")
        XCTAssertEqual(response.status, 200)
        XCTAssertTrue(response.text.hasPrefix("BEGIN:VCALENDAR\r\n"), response.text)
        XCTAssertEqual(try server.client.request("GET", "/v1/calendars/cs101.ics").problem?["detail"] as? String,
                       "no course 'cs101' in the calendar (it holds none yet)")
    }

    func testWithoutAnInboxTheFeedIsTheHistory() async throws {
        let state = try temporaryFolder("history")
        let history = try CourseHistory(directory: state.path) { _ in }
        let settings = TestServer.settings
        let input = try InputDocument.read(path: versions.appendingPathComponent("chem1210-v1.txt").path)
        var document = try settings.understanding(extractor: RuleExtractor()).understand(try settings.pipeline().extractText(input),
                                                                                          sha256: SHA256.hex(input.data))
        document.source = "chem1210-v1.txt"
        _ = history.record(document, now: 1_750_000_000)
        let server = try await TestServer(feed: CalendarFeed(source: HistoryCalendarSource(history: history)))
        defer { Task { await server.stop() } }
        let response = try server.client.request("GET", "/v1/calendars/chem1210-fall-2025.ics")
        XCTAssertEqual(response.status, 200, response.text)
        XCTAssertTrue(response.text.contains("UID:chem1210-fall-2025/quiz-1@docket\r\n"), response.text)
    }

    /// Uploads go through the store (a cache and history of the test's own): the feed holds an
    /// uploaded syllabus, and a changed version uploaded again moves its deadline as an update.
    func testAnUploadedSyllabusIsInTheFeedAndAReuploadUpdatesIt() async throws {
        let state = try temporaryFolder("store")
        let reader = InProcessReader(settings: TestServer.settings)
        let history = try CourseHistory(directory: state.path) { _ in }
        let store = UploadStore(reading: CachedDocumentReading(reader: reader, cacheDirectory: state.path, version: "test") { _ in },
                                history: history)
        let server = try await TestServer(reader: reader, feed: CalendarFeed(source: HistoryCalendarSource(history: history)), store: store)
        defer { Task { await server.stop() } }
        func upload(_ version: String) throws -> [Any]? {
            let body = try Data(contentsOf: versions.appendingPathComponent("chem1210-\(version).txt"))
            let response = try server.client.request("POST", "/v1/documents", headers: ["X-Docket-Filename": "chem1210.txt"], body: body)
            XCTAssertEqual(response.status, 200, response.text)
            let object = try JSONSerialization.jsonObject(with: response.body) as? [String: Any]
            return ((object?["documents"] as? [[String: Any]])?.first)?["changes"] as? [Any]
        }
        let homework = "chem1210-fall-2025/assignment-homework-1@docket", quiz = "chem1210-fall-2025/quiz-1@docket"

        let empty = try server.client.request("GET", "/v1/calendar.ics")
        XCTAssertEqual(empty.status, 200)
        XCTAssertFalse(empty.text.contains(homework))

        XCTAssertEqual(try upload("v1")?.count, 0, "a first version: changes [] as ingest reports it")
        let first = try server.client.request("GET", "/v1/calendar.ics")
        XCTAssertEqual(first.status, 200, first.text)
        XCTAssertTrue(first.text.contains("UID:\(homework)\r\n"), first.text)
        let tag = try XCTUnwrap(first.headers["etag"])
        XCTAssertEqual(try server.client.request("GET", "/v1/calendar.ics", headers: ["If-None-Match": tag]).status, 304)

        // v5: homework 1 moves from 9/9 to 9/11, quiz 1 is gone.
        XCTAssertGreaterThan(try upload("v5")?.count ?? 0, 0, "the changes from v1")
        let second = try server.client.request("GET", "/v1/calendar.ics", headers: ["If-None-Match": tag])
        XCTAssertEqual(second.status, 200, "a changed upload changes the ETag")
        let secondTag = try XCTUnwrap(second.headers["etag"])
        XCTAssertNotEqual(secondTag, tag)
        let client = try pythonICalendar([first.body, second.body])
        XCTAssertEqual(client[0][homework]?.start, "2025-09-09T23:59:00-05:00")
        XCTAssertEqual(client[1][homework]?.start, "2025-09-11T23:59:00-05:00", "the moved deadline moved")
        XCTAssertEqual(client[0][homework]?.sequence, 0)
        XCTAssertEqual(client[1][homework]?.sequence, 1, "an update of the same event")
        XCTAssertEqual(client[1][quiz]?.status, "CANCELLED")
        XCTAssertEqual(client[1][quiz]?.sequence, 1)

        // The same version again: read from the cache, and nothing changes for subscribers.
        _ = try upload("v5")
        XCTAssertEqual(try server.client.request("GET", "/v1/calendar.ics", headers: ["If-None-Match": secondTag]).status, 304)
        XCTAssertTrue(try server.client.request("GET", "/metrics").text.contains("docket_cache_hits_total 1\n"))
    }

    struct Event: Decodable, Equatable {
        var start: String
        var sequence: Int
        var status: String
    }

    /// Each calendar as Python's icalendar reads it: UID → start, SEQUENCE and STATUS.
    private func pythonICalendar(_ calendars: [Data]) throws -> [[String: Event]] {
        guard FileManager.default.isExecutableFile(atPath: python) else { throw XCTSkip("\(python) is not installed") }
        let folder = try temporaryFolder("py")
        var paths: [String] = []
        for (index, calendar) in calendars.enumerated() {
            let path = folder.appendingPathComponent("\(index).ics").path
            try calendar.write(to: URL(fileURLWithPath: path))
            paths.append(path)
        }
        let script = """
        import json, sys
        try:
            import icalendar
        except ImportError:
            sys.exit(77)
        out = []
        for path in sys.argv[1:]:
            events = {}
            for event in icalendar.Calendar.from_ical(open(path, 'rb').read()).walk('VEVENT'):
                events[str(event['UID'])] = {'start': event.decoded('DTSTART').isoformat(),
                                             'sequence': int(event.get('SEQUENCE', 0)), 'status': str(event.get('STATUS', ''))}
            out.append(events)
        print(json.dumps(out))
        """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", script] + paths
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if process.terminationStatus == 77 { throw XCTSkip("Python icalendar is not installed (Debian: python3-icalendar)") }
        XCTAssertEqual(process.terminationStatus, 0)
        return try JSONDecoder().decode([[String: Event]].self, from: data)
    }
}
