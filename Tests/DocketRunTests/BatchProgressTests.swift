import XCTest
@testable import DocketRun

/// The progress bar fits the terminal, so "\r" and a clear leave nothing behind.
final class BatchProgressTests: XCTestCase {
    let path = "corpora/understand/02-cive2310-fall2024-syllabus.txt"

    func testTheBarIsNarrowerThanTheTerminal() {
        for columns in [1, 10, 20, 30, 40, 50, 80, 120, 200] {
            for failed in [0, 3] {
                let line = BatchProgress.barLine(done: 7, total: 120, failed: failed, name: path, columns: columns)
                XCTAssertLessThan(line.count, max(2, columns), "\(columns) columns: \(line)")
            }
        }
    }

    func testAWideTerminalShowsTheWholeName() {
        let line = BatchProgress.barLine(done: 3, total: 12, failed: 0, name: path, columns: 120)
        XCTAssertEqual(line, "[######------------------] 3/12 " + path)
    }

    func testANarrowTerminalCutsTheNameFromTheLeftThenTheBar() {
        XCTAssertEqual(BatchProgress.barLine(done: 3, total: 12, failed: 1, name: path, columns: 50),
                       "[##--------] 3/12 (1 failed) …ll2024-syllabus.txt")
        XCTAssertEqual(BatchProgress.barLine(done: 3, total: 12, failed: 0, name: path, columns: 12), "3/12")
    }

    func testTheBarAsksTheWidthForEachLine() {
        var written = ""
        var width = 120
        let progress = BatchProgress(total: 2, style: .bar, write: { written += $0 }, columns: { width })
        progress.record(BatchItem(name: path, outcome: .failed("x: broken")))
        width = 30
        written = ""
        progress.record(BatchItem(name: path, outcome: .failed("y: broken")))
        let bar = written.components(separatedBy: "\u{1B}[2K").last ?? ""
        XCTAssertLessThan(bar.count, 30, bar)
    }
}
