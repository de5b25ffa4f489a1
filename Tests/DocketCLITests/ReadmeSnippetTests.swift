import Docket
import DocketTestSupport
import Foundation
import XCTest

/// The README's "Using it from Swift" snippets compile and run: they are copied below, and a test
/// checks that the README still shows them line for line (the file name aside).
final class ReadmeSnippetTests: XCTestCase {
    /// The README's two snippets, one after the other, run in the current folder.
    func readmeSnippets() throws -> [String] {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
        // README snippet begins
        let input = try InputDocument.read(path: "syllabus.pdf")
        let document = try Pipeline.standard().extractText(input)
        for page in document.pages {
            print(page.number, page.origin, page.lines.map(\.text))
        }
        let understanding = DocumentUnderstanding(options: NormalizationOptions(today: CivilDate(year: 2025, month: 9, day: 1)!))
        let result = try understanding.understand(document, sha256: SHA256.hex(input.data))
        for task in result.tasks { print(task.dueDate, task.dueTime.map { "\($0)" } ?? "", task.title) }
        // README snippet ends
        return printed
    }

    func testTheSnippetsRunOnASyllabus() throws {
        let syllabus = Fixtures.root.appendingPathComponent("corpora/understand/02-cive2310-fall2024-syllabus.txt").path
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("docket-readme-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // The snippet names "syllabus.pdf": run it where that name is the fixture (a text file; the
        // format comes from the bytes, never the name).
        try FileManager.default.copyItem(atPath: syllabus, toPath: folder.appendingPathComponent("syllabus.pdf").path)
        let previous = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(folder.path)
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }
        let printed = try readmeSnippets()
        XCTAssertTrue(printed.contains("2024-09-12 17:00 Homework 1"), printed.joined(separator: "\n"))
    }

    func testTheReadmeShowsTheseSnippets() throws {
        let readme = try String(contentsOf: Fixtures.root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try XCTUnwrap(readme.components(separatedBy: "## Using it from Swift").dropFirst().first?
            .components(separatedBy: "\n## ").first)
        var shown: [String] = []
        var inSwift = false
        for line in section.components(separatedBy: "\n") {
            if line.hasPrefix("```") { inSwift = line == "```swift"; continue }
            if inSwift, !line.isEmpty, line != "import Docket" { shown.append(line) }
        }
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let body = try XCTUnwrap(source.components(separatedBy: "// README snippet begins\n").dropFirst().first?
            .components(separatedBy: "        // README snippet ends").first)
        let copied = body.components(separatedBy: "\n").filter { !$0.isEmpty }.map { String($0.dropFirst(8)) }
        XCTAssertEqual(shown, copied)
    }
}
