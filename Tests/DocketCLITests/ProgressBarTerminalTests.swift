import DocketTestSupport
import Foundation
import XCTest

/// The progress bar in a real terminal (tmux): at 40 and 120 columns it never wraps, so when the batch
/// ends the pane holds the summary and nothing of the bar.
final class ProgressBarTerminalTests: XCTestCase {
    func testTheBarLeavesNoTrailAt40And120Columns() throws {
        guard let tmux = ["/usr/bin/tmux", "/usr/local/bin/tmux"].first(where: FileManager.default.isExecutableFile) else {
            throw XCTSkip("tmux is not installed (Debian: tmux)")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docket-tmux-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let inputs = folder.appendingPathComponent("inputs")
        try FileManager.default.createDirectory(at: inputs, withIntermediateDirectories: true)
        // A syllabus that reads without warnings: a warning is a long line of its own, which may wrap.
        let syllabus = try Data(contentsOf: Fixtures.root.appendingPathComponent("corpora/understand/01-geog1420-fall2025-syllabus.txt"))
        for index in 1...12 {
            try syllabus.write(to: inputs.appendingPathComponent("a-rather-long-syllabus-file-name-for-the-bar-\(index).txt"))
        }
        for columns in [40, 120] {
            let socket = "docket-test-\(UUID().uuidString.prefix(8))"
            let finished = folder.appendingPathComponent("finished-\(columns)")
            let command = "'\(DocketProcess.executable.path)' ingest '\(inputs.path)' --no-cache --in-process --jobs 1 --format jsonl "
                + "> /dev/null; touch '\(finished.path)'"
            // Through system(3), which waits for its own shell only: Foundation's Process waited on
            // the tmux client until the server it started had gone.
            let captured = folder.appendingPathComponent("tmux-output")
            func tmuxRun(_ arguments: [String]) throws -> String {
                let line = ([tmux, "-L", socket] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
                    .joined(separator: " ") + " > '\(captured.path)' 2>/dev/null < /dev/null"
                _ = system(line)
                return (try? String(contentsOf: captured, encoding: .utf8)) ?? ""
            }
            // The pane stays after docket exits (remain-on-exit), to be captured.
            let configuration = folder.appendingPathComponent("tmux.conf")
            try Data("set -g remain-on-exit on\n".utf8).write(to: configuration)
            _ = try tmuxRun(["-f", configuration.path, "new-session", "-d", "-x", String(columns), "-y", "40", "sh", "-c", command])
            defer { _ = try? tmuxRun(["kill-server"]) }
            let deadline = Date().addingTimeInterval(60)
            while !FileManager.default.fileExists(atPath: finished.path), Date() < deadline { usleep(100_000) }
            XCTAssertTrue(FileManager.default.fileExists(atPath: finished.path), "docket did not finish in tmux")
            let pane = try tmuxRun(["capture-pane", "-p", "-S", "-100"])
            let lines = pane.split(separator: "\n").map(String.init).filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty && !$0.hasPrefix("Pane is dead") }
            XCTAssertTrue(lines.contains("docket: processed: 12 of 12"), "\(columns) columns:\n\(pane)")
            for line in lines {
                XCTAssertTrue(line.hasPrefix("docket: "), "\(columns) columns: a trail of the bar: '\(line)'\n\(pane)")
            }
        }
    }
}
