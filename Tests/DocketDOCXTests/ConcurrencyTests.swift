import DocketCore
import DocketDOCX
import Foundation
import XCTest

final class ConcurrencyTests: XCTestCase {
    typealias B = DOCXBuilder

    func testConcurrentExtractionsMatchSerialOnes() throws {
        let inputs: [Data] = (0..<8).map { index in
            var builder = B(body: B.p("Document \(index)") + B.table([[B.p("a\(index)"), B.p("b")], [B.p("c"), ""]]))
            builder.headers = [("header1.xml", B.p("Header \(index)"))]
            builder.footnotes = PartOrderTests.footnotes
            if index % 3 == 0 {
                builder.documentBytes = Array(B.document("<w:p>broken \(index)").utf8)
            } else if index % 3 == 1 {
                builder.documentBytes = Array(XMLSafetyTests.billionLaughs.utf8)
            }
            return builder.build()
        }
        let extractor = DOCXTextExtractor()
        @Sendable func run(_ data: Data) -> String {
            do {
                return try extract(data, with: extractor).text
            } catch {
                return "error: \(error)"
            }
        }
        let serial = inputs.map(run)
        XCTAssertTrue(serial.contains { $0.hasPrefix("Header") })
        XCTAssertTrue(serial.contains { $0.hasPrefix("error: test.docx: damaged") })
        XCTAssertTrue(serial.contains { $0.hasPrefix("error: test.docx: refused XML") })

        let results = ResultBox(count: inputs.count * 8)
        DispatchQueue.concurrentPerform(iterations: inputs.count * 8) { iteration in
            results.set(iteration, run(inputs[iteration % inputs.count]))
        }
        for (iteration, result) in results.values.enumerated() {
            XCTAssertEqual(result, serial[iteration % inputs.count])
        }
    }
}

/// Results written from several threads.
private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String]

    init(count: Int) {
        storage = Array(repeating: "", count: count)
    }

    func set(_ index: Int, _ value: String) {
        lock.lock()
        storage[index] = value
        lock.unlock()
    }

    var values: [String] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}
