import Docket
import DocketRun
import Foundation
import XCTest

final class BatchRunnerTests: XCTestCase {
    /// A stage that finishes out of order: early inputs take longest.
    func testResultsComeBackInInputOrderWhateverOrderTheyFinishIn() throws {
        let finishOrder = Recorder()
        var delivered: [Int] = []
        try BatchRunner(jobs: 4).run(count: 12, work: { index -> String in
            Thread.sleep(forTimeInterval: Double(12 - index) * 0.004 + (index % 3 == 0 ? 0.02 : 0))
            finishOrder.append(index)
            return "doc\(index)"
        }) { index, output in
            XCTAssertEqual(output, "doc\(index)")
            delivered.append(index)
        }
        XCTAssertEqual(delivered, Array(0..<12))
        XCTAssertNotEqual(finishOrder.values, Array(0..<12), "the fake stage should have finished out of order")
        XCTAssertEqual(finishOrder.values.sorted(), Array(0..<12))
    }

    func testWorkersNeverRunMoreThanJobsAtOnceNorFarAheadOfDelivery() throws {
        let running = Recorder()
        let counter = Counter()
        try BatchRunner(jobs: 2, window: 3).run(count: 30, work: { index -> Int in
            running.append(counter.change(+1))
            Thread.sleep(forTimeInterval: 0.002)
            _ = counter.change(-1)
            return index
        }) { index, _ in
            // Slow delivery: the workers must wait instead of piling up results.
            Thread.sleep(forTimeInterval: 0.003)
            XCTAssertLessThanOrEqual(counter.started, index + 1 + 3)
        }
        XCTAssertLessThanOrEqual(running.values.max() ?? 0, 2)
    }

    func testAThrowingDeliveryStopsTheBatch() {
        let counter = Counter()
        XCTAssertThrowsError(try BatchRunner(jobs: 2).run(count: 100, work: { index -> Int in
            _ = counter.change(+1)
            return index
        }) { index, _ in
            if index == 3 { throw CancellationError() }
        })
        XCTAssertLessThan(counter.started, 20)
    }

    func testNoInputsIsNoWork() throws {
        try BatchRunner(jobs: 3).run(count: 0, work: { $0 }) { _, _ in XCTFail("nothing to deliver") }
    }

    /// The real stages, shared by the workers, give what one thread gives.
    func testDocumentJobsOnSharedStagesMatchASerialRun() throws {
        let understanding = DocumentUnderstanding(options: NormalizationOptions(today: CivilDate(iso: "2025-09-01")!))
        let texts = (0..<8).map { "CS 10\($0) Fall 2025 Syllabus\nHomework \($0) due September \($0 + 10), 2025\n" }
        let job = DocumentJob(pipeline: .standard(), understanding: understanding, cache: nil) { name in
            InputDocument(name: name, data: Data(texts[Int(name.dropFirst(3).prefix(1))!].utf8))
        }
        let names = (0..<8).map { "doc\($0).txt" }
        var parallel: [String] = []
        try BatchRunner(jobs: 3).run(count: names.count, work: { job(names[$0]) }) { _, item in
            guard case .understood(let document, let cached) = item.outcome else { return XCTFail("\(item.outcome)") }
            XCTAssertFalse(cached)
            parallel.append(try JSON.encode(document))
        }
        let serial = try names.map { name -> String in
            guard case .understood(let document, _) = job(name).outcome else { throw CancellationError() }
            return try JSON.encode(document)
        }
        XCTAssertEqual(parallel, serial)
    }
}

final class Recorder: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Int] = []
    func append(_ value: Int) { lock.lock(); stored.append(value); lock.unlock() }
    var values: [Int] { lock.lock(); defer { lock.unlock() }; return stored }
}

final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    private var total = 0
    func change(_ delta: Int) -> Int {
        lock.lock(); defer { lock.unlock() }
        value += delta
        if delta > 0 { total += 1 }
        return value
    }
    var started: Int { lock.lock(); defer { lock.unlock() }; return total }
}
