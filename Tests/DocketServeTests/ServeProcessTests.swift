import DocketTestSupport
import Foundation
import XCTest

/// The built `docket serve` binary: worker processes, the token from the environment, the port
/// from its log, and a graceful exit on SIGTERM.
final class ServeProcessTests: XCTestCase {
    /// A running `docket serve --port 0`, its port read from the "listening on" log line.
    /// What the server printed on standard error, and the port once it says it.
    final class LogBuffer: @unchecked Sendable {
        private let lock = NSLock()
        private var log = ""
        private var port: Int?
        let found = DispatchSemaphore(value: 0)

        func append(_ data: Data) {
            lock.lock()
            defer { lock.unlock() }
            log += String(decoding: data, as: UTF8.self)
            if port == nil, let range = log.range(of: #"listening on 127\.0\.0\.1:[0-9]+"#, options: .regularExpression) {
                port = Int(log[range].split(separator: ":").last ?? "")
                found.signal()
            }
        }

        var text: String { lock.lock(); defer { lock.unlock() }; return log }
        var boundPort: Int? { lock.lock(); defer { lock.unlock() }; return port }
    }

    final class Server: @unchecked Sendable {
        let process = Process()
        let port: Int
        let log = LogBuffer()

        init(_ arguments: [String], environment: [String: String] = [:]) throws {
            process.executableURL = Bundle.main.bundleURL.appendingPathComponent("docket")
            process.arguments = ["serve", "--port", "0"] + arguments
            var env = ProcessInfo.processInfo.environment
            env.removeValue(forKey: "DOCKET_SERVE_TOKEN")
            env.merge(environment) { $1 }
            process.environment = env
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let handle = errors.fileHandleForReading
            let log = self.log
            Thread {
                while case let data = handle.availableData, !data.isEmpty { log.append(data) }
                log.found.signal()
            }.start()
            _ = log.found.wait(timeout: .now() + 120)
            guard let port = log.boundPort else {
                process.terminate()
                throw TestServerError.didNotStart
            }
            self.port = port
        }

        var text: String { log.text }

        /// Waits (bounded) for the process to exit; its status, or nil if it did not.
        func waitForExit(seconds: Double) -> Int32? {
            let deadline = Date().addingTimeInterval(seconds)
            while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            return process.isRunning ? nil : process.terminationStatus
        }

        deinit { if process.isRunning { process.terminate() } }
    }

    func testWorkersTokenAndGracefulSIGTERM() throws {
        let server = try Server(["--jobs", "1", "--doc-timeout", "120"], environment: ["DOCKET_SERVE_TOKEN": "t0ken"])
        let client = LoopbackHTTP(port: server.port, timeout: 120)
        XCTAssertEqual(try client.request("GET", "/healthz").status, 200)
        let pdf = try Data(contentsOf: Fixtures.root.appendingPathComponent("corpora/text/schedule.pdf"))
        XCTAssertEqual(try client.request("POST", "/v1/documents", headers: ["X-Docket-Filename": "schedule.pdf"], body: pdf).status, 401)
        let auth = ["Authorization": "Bearer t0ken", "X-Docket-Filename": "schedule.pdf"]
        let read = try client.request("POST", "/v1/documents", headers: auth, body: pdf)
        XCTAssertEqual(read.status, 200, read.text)
        XCTAssertTrue(read.text.contains("\"source\" : \"schedule.pdf\""), read.text)
        let bad = try client.request("POST", "/v1/documents", headers: ["Authorization": "Bearer t0ken", "X-Docket-Filename": "encrypted.pdf"],
                                     body: try Data(contentsOf: Fixtures.bad.appendingPathComponent("encrypted.pdf")))
        XCTAssertEqual(bad.status, 422)
        XCTAssertEqual(bad.problem?["detail"] as? String, "encrypted.pdf: encrypted PDF: it needs a password to open")

        // A request half sent when SIGTERM arrives is still answered; then the server exits 0.
        let head = "POST /v1/documents HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nAuthorization: Bearer t0ken\r\n"
            + "X-Docket-Filename: schedule.pdf\r\nContent-Length: \(pdf.count)\r\n\r\n"
        let half = pdf.count / 2
        let inFlight = try client.exchange(Data(head.utf8) + pdf.prefix(half), then: {
            // The handler holds a reading slot from before it reads the body: wait (bounded) for it.
            let deadline = Date().addingTimeInterval(60)
            while Date() < deadline {
                let metrics = try? client.request("GET", "/metrics", headers: ["Authorization": "Bearer t0ken"])
                if metrics?.text.contains("docket_documents_in_progress 1\n") == true { break }
                Thread.sleep(forTimeInterval: 0.05)
            }
            kill(server.process.processIdentifier, SIGTERM)
            Thread.sleep(forTimeInterval: 0.3)
        }, pdf.suffix(from: half))
        XCTAssertEqual(inFlight.status, 200, inFlight.text)
        XCTAssertEqual(server.waitForExit(seconds: 60), 0, server.text)
        XCTAssertTrue(server.text.contains("POST /v1/documents 200"), "one line per request:\n\(server.text)")
    }

    func testTheBinaryServesItsInboxAsACalendar() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docket-serve-inbox-\(UUID().uuidString)")
        let inbox = folder.appendingPathComponent("inbox")
        try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let syllabus = inbox.appendingPathComponent("chem1210.txt")
        try Data(contentsOf: Fixtures.root.appendingPathComponent("corpora/versions/chem1210-v1.txt")).write(to: syllabus)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: syllabus.path)
        let server = try Server(["--jobs", "1", "--inbox", inbox.path, "--cache-dir", folder.appendingPathComponent("cache").path,
                                 "--tz", "America/Chicago", "--refresh-interval", "900"])
        let client = LoopbackHTTP(port: server.port, timeout: 120)
        let feed = try client.request("GET", "/v1/calendar.ics")
        XCTAssertEqual(feed.status, 200, feed.text)
        XCTAssertTrue(feed.text.contains("UID:chem1210-fall-2025/assignment-homework-1@docket\r\n"), feed.text)
        XCTAssertTrue(feed.text.contains("REFRESH-INTERVAL;VALUE=DURATION:PT15M\r\n"), feed.text)
        XCTAssertEqual(try client.request("GET", "/v1/calendar.ics", headers: ["If-None-Match": feed.headers["etag"] ?? "none"]).status, 304)
        kill(server.process.processIdentifier, SIGTERM)
        XCTAssertEqual(server.waitForExit(seconds: 60), 0, server.text)
        XCTAssertTrue(server.text.contains("inbox: read chem1210.txt"), server.text)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: inbox.path), ["chem1210.txt"], "the inbox is never modified")
    }

    func testAnInboxThatIsNoFolderIsAUsageError() throws {
        let process = Process()
        process.executableURL = Bundle.main.bundleURL.appendingPathComponent("docket")
        process.arguments = ["serve", "--port", "0", "--inbox", "/nonexistent-docket-inbox"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 64, text)
        XCTAssertTrue(text.contains("--inbox: '/nonexistent-docket-inbox' is not a folder."), text)
    }

    /// The model is the server's (here one that cannot be reached, so the rules stand in with a
    /// warning); a request picks only whether to ask it.
    func testARequestPicksTheServersModel() throws {
        let server = try Server(["--jobs", "1", "--no-cache", "--llm-url", "http://127.0.0.1:9", "--llm-model", "m", "--llm-timeout", "2"])
        let client = LoopbackHTTP(port: server.port, timeout: 120)
        let text = try Data(contentsOf: Fixtures.root.appendingPathComponent("corpora/text/syllabus.md"))
        func warnings(_ query: String) throws -> [String] {
            let response = try client.request("POST", "/v1/documents" + query, headers: ["X-Docket-Filename": "syllabus.md"], body: text)
            XCTAssertEqual(response.status, 200, response.text)
            let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
            return try XCTUnwrap((object["documents"] as? [[String: Any]])?.first?["warnings"] as? [String])
        }
        XCTAssertFalse(try warnings("").contains { $0.contains("used the rule extractor") }, "rules by default: no model asked")
        XCTAssertTrue(try warnings("?extractor=llm").contains { $0.contains("used the rule extractor") }, "the model was asked")
        kill(server.process.processIdentifier, SIGTERM)
        XCTAssertEqual(server.waitForExit(seconds: 60), 0, server.text)
    }
}
