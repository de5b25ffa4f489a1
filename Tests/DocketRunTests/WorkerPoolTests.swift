import Docket
@testable import DocketRun
import DocketTestSupport
import Foundation
import XCTest

/// The worker pool against real `docket worker` processes, made to misbehave through the debug
/// build's fault switch (`DOCKET_TEST_WORKER_FAULT`, which the workers inherit from this process).
final class WorkerPoolTests: XCTestCase {
    /// The `docket` executable built beside this test bundle.
    static let docket = Bundle.main.bundleURL.appendingPathComponent("docket").path
    let syllabus = Fixtures.root.appendingPathComponent("corpora/understand/01-geog1420-fall2025-syllabus.txt")
    let threePages = Fixtures.root.appendingPathComponent("corpora/text/mixed.pdf")

    var settings: WorkerSettings {
        var settings = WorkerSettings()
        settings.today = CivilDate(year: 2025, month: 3, day: 1)
        settings.timeZone = "America/New_York"
        return settings
    }

    override func setUp() {
        super.setUp()
        unsetenv(WorkerFault.variable)
    }

    override func tearDown() {
        unsetenv(WorkerFault.variable)
        super.tearDown()
    }

    /// A copy of a fixture under a new name in a fresh folder.
    func copy(_ source: URL, as name: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docket-pool-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent(name)
        try FileManager.default.copyItem(at: source, to: target)
        return target.path
    }

    func pool(size: Int = 1, limits: DocumentLimits = DocumentLimits()) throws -> WorkerPool {
        let pool = try WorkerPool(size: size, settings: settings, limits: limits, executable: Self.docket)
        addTeardownBlock { pool.shutdown() }
        return pool
    }

    func document(_ item: BatchItem, file: StaticString = #filePath, line: UInt = #line) -> UnderstoodDocument? {
        guard case .understood(let document, let cached) = item.outcome else {
            XCTFail("expected a document, got \(item.outcome)", file: file, line: line)
            return nil
        }
        XCTAssertFalse(cached, file: file, line: line)
        return document
    }

    func failure(_ item: BatchItem, file: StaticString = #filePath, line: UInt = #line) -> String? {
        guard case .failed(let message) = item.outcome else {
            XCTFail("expected a failure, got a document", file: file, line: line)
            return nil
        }
        return message
    }

    func testAWorkerReadsADocumentAsThisProcessWould() throws {
        let pooled = try XCTUnwrap(document(try pool().process(syllabus.path)))
        let job = DocumentJob(pipeline: settings.pipeline(), understanding: settings.understanding(extractor: RuleExtractor()),
                              cache: nil) { try InputDocument.read(path: $0) }
        let local = try XCTUnwrap(document(job(syllabus.path)))
        XCTAssertFalse(pooled.tasks.isEmpty)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        XCTAssertEqual(String(decoding: try encoder.encode(pooled), as: UTF8.self), String(decoding: try encoder.encode(local), as: UTF8.self))
    }

    func testBytesSentAlongAreReadUnderTheirName() throws {
        let input = InputDocument(name: "from-the-parent.txt", data: try Data(contentsOf: syllabus))
        let read = try XCTUnwrap(document(try pool().process(input)))
        XCTAssertEqual(read.source, "from-the-parent.txt")
        XCTAssertFalse(read.tasks.isEmpty)
    }

    func testABadInputFailsWithItsOwnLine() throws {
        let missing = "/nonexistent/\(UUID()).pdf"
        XCTAssertEqual(failure(try pool().process(missing)), "\(missing): cannot read: no such file")
    }

    func testACrashFailsOnlyItsDocumentAndTheNextOneIsRead() throws {
        let bad = try copy(syllabus, as: "bad.txt")
        setenv(WorkerFault.variable, "crash:bad.txt", 1)
        let pool = try pool()
        XCTAssertEqual(failure(pool.process(bad)), "\(bad): the reader crashed (signal 11)")
        XCTAssertFalse(try XCTUnwrap(document(pool.process(syllabus.path))).tasks.isEmpty)
    }

    func testACrashOnAPageNamesThePage() throws {
        let scan = try copy(threePages, as: "pages.pdf")
        setenv(WorkerFault.variable, "crash@2:pages.pdf", 1)
        XCTAssertEqual(failure(try pool().process(scan)), "\(scan): the reader crashed (signal 11) on page 2")
    }

    func testAWorkerThatExitsIsReported() throws {
        let quits = try copy(syllabus, as: "quits.txt")
        setenv(WorkerFault.variable, "exit:quits.txt", 1)
        XCTAssertEqual(failure(try pool().process(quits)), "\(quits): the reader exited unexpectedly (status 3)")
    }

    func testAHangIsKilledAtTheTimeLimitAndTheNextDocumentIsRead() throws {
        let slow = try copy(syllabus, as: "slow.txt")
        setenv(WorkerFault.variable, "hang:slow.txt", 1)
        let pool = try pool(limits: DocumentLimits(timeout: 1, memoryMB: nil))
        let started = Date()
        XCTAssertEqual(failure(pool.process(slow)), "\(slow): took longer than 1 s (--doc-timeout)")
        let elapsed = Date().timeIntervalSince(started)
        XCTAssertGreaterThanOrEqual(elapsed, 1)
        XCTAssertLessThan(elapsed, 5, "killed soon after the limit")
        XCTAssertFalse(try XCTUnwrap(document(pool.process(syllabus.path))).tasks.isEmpty)
    }

    func testMemoryOverTheLimitIsKilled() throws {
        let greedy = try copy(syllabus, as: "greedy.txt")
        setenv(WorkerFault.variable, "memory:greedy.txt", 1)
        let pool = try pool(limits: DocumentLimits(timeout: 30, memoryMB: 200))
        XCTAssertEqual(failure(pool.process(greedy)), "\(greedy): used more than 200 MB (--doc-memory)")
        XCTAssertFalse(try XCTUnwrap(document(pool.process(syllabus.path))).tasks.isEmpty)
    }

    func testAWorkerKilledWhileIdleIsReplacedWithoutFailingTheNextDocument() throws {
        let pool = try pool()
        let before = pool.idleWorkerIDs
        XCTAssertEqual(before.count, 1)
        kill(before[0], SIGKILL)
        usleep(100_000)
        XCTAssertFalse(try XCTUnwrap(document(pool.process(syllabus.path))).tasks.isEmpty)
        XCTAssertNotEqual(pool.idleWorkerIDs, before)
    }

    func testDocumentsFromManyThreadsAllComeBack() throws {
        let pool = try pool(size: 2)
        let results = LockedResults(), path = syllabus.path
        DispatchQueue.concurrentPerform(iterations: 6) { _ in results.append(pool.process(path)) }
        XCTAssertEqual(results.items.count, 6)
        for item in results.items { XCTAssertNotNil(document(item)) }
    }

    func testShutdownStopsEveryWorker() throws {
        let pool = try WorkerPool(size: 2, settings: settings, limits: DocumentLimits(), executable: Self.docket)
        let workers = pool.idleWorkerIDs
        XCTAssertEqual(workers.count, 2)
        pool.shutdown()
        for pid in workers { XCTAssertNotEqual(kill(pid, 0), 0, "worker \(pid) still running") }
        XCTAssertEqual(failure(pool.process(syllabus.path)), "\(syllabus.path): no reader process: the worker pool was shut down")
    }

    func testAMissingExecutableFailsTheInit() {
        XCTAssertThrowsError(try WorkerPool(size: 1, settings: settings, limits: DocumentLimits(), executable: "/nonexistent/docket"))
    }

    func testFailureLines() {
        XCTAssertEqual(WorkerFailure.timedOut(file: "a.pdf", seconds: 300).description, "a.pdf: took longer than 300 s (--doc-timeout)")
        XCTAssertEqual(WorkerFailure.timedOut(file: "a.pdf", seconds: 0.5).description, "a.pdf: took longer than 0.5 s (--doc-timeout)")
        XCTAssertEqual(WorkerFailure.overMemory(file: "a.pdf", megabytes: 2048).description, "a.pdf: used more than 2048 MB (--doc-memory)")
        XCTAssertEqual(WorkerFailure.crashed(file: "a.pdf", signal: 11, page: 14).description, "a.pdf: the reader crashed (signal 11) on page 14")
    }

    func testFaultSwitchMatchesTheFileName() {
        let environment = [WorkerFault.variable: "hang:slow.txt,crash@3:scan.pdf"]
        XCTAssertEqual(WorkerFault.configured(for: "/a/b/slow.txt", environment: environment), .hang)
        XCTAssertEqual(WorkerFault.configured(for: "scan.pdf", environment: environment), .crashOnPage(3))
        XCTAssertNil(WorkerFault.configured(for: "slow.txt.bak", environment: environment))
        XCTAssertNil(WorkerFault.configured(for: "slow.txt", environment: [:]))
    }
}

private final class LockedResults: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var items: [BatchItem] = []

    func append(_ item: BatchItem) {
        lock.lock()
        items.append(item)
        lock.unlock()
    }
}
