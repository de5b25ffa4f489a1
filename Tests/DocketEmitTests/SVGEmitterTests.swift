import DocketUnderstand
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest
@testable import DocketEmit

/// What an SVG holds, read with `XMLParser` (which also proves it well-formed).
final class SVGSummary: NSObject, XMLParserDelegate {
    var width: Double?
    var height: Double?
    var rows: [String] = []
    var cellsPerRow: [Int] = []
    var weekHeaders: [Int] = []
    var totals: [String] = []
    var exams: [Int] = []
    var crunch: [Int] = []
    var noClass: [Int] = []
    var texts: [String] = []
    var titles: [String] = []
    var today = 0
    private var inRow = false
    private var text = ""

    static func read(_ svg: String) throws -> SVGSummary {
        let summary = SVGSummary()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = summary
        guard parser.parse() else {
            throw NSError(domain: "SVG", code: 1, userInfo: [NSLocalizedDescriptionKey:
                "not well-formed XML at line \(parser.lineNumber): \(parser.parserError.map { "\($0)" } ?? "?")"])
        }
        return summary
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        text = ""
        let kind = attributes["class"]
        switch (name, kind) {
        case ("svg", _):
            width = attributes["width"].flatMap(Double.init)
            height = attributes["height"].flatMap(Double.init)
        case ("g", "course-row"):
            rows.append(attributes["data-course"] ?? "")
            cellsPerRow.append(0)
            inRow = true
        case ("rect", "cell") where inRow:
            cellsPerRow[cellsPerRow.count - 1] += 1
        case ("g", "week"):
            weekHeaders.append(attributes["data-week"].flatMap { Int($0) } ?? 0)
        case ("rect", "total"):
            totals.append(attributes["data-intensity"] ?? "")
        case ("path", "exam"):
            exams.append(attributes["data-week"].flatMap { Int($0) } ?? 0)
        case ("rect", "crunch"):
            crunch += (attributes["data-weeks"] ?? "").split(separator: " ").map { Int($0) ?? 0 }
        case ("rect", "no-class"):
            noClass.append(attributes["data-week"].flatMap { Int($0) } ?? 0)
        case ("line", "today"):
            today += 1
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "g", inRow { inRow = false }
        if name == "text" { texts.append(text) }
        if name == "title" { titles.append(text) }
        text = ""
    }
}

final class SVGEmitterTests: XCTestCase {
    typealias F = PlanFixtures

    func testTheHeatMapIsWellFormedWithARowPerCourseAndAColumnPerWeek() throws {
        let load = try F.fallLoad()
        let options = F.options(today: "2025-10-01")
        let plan = WeekPlanner().plan(load, options: options)
        let svg = try SVGEmitter().emit(load, options: options)
        XCTAssertTrue(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
        XCTAssertTrue(svg.hasSuffix("</svg>"))
        let summary = try SVGSummary.read(svg)
        XCTAssertEqual(summary.rows, plan.courses)
        XCTAssertEqual(summary.rows.count, 5)
        XCTAssertEqual(summary.cellsPerRow, Array(repeating: plan.weeks.count, count: 5))
        XCTAssertEqual(summary.weekHeaders, Array(1...plan.weeks.count))
        XCTAssertEqual(summary.totals, plan.weeks.map(\.intensity.rawValue))
        XCTAssertEqual(summary.today, 1)
        // Column labels: "W1" and the Monday's date.
        XCTAssertTrue(summary.texts.contains("W1"))
        XCTAssertTrue(summary.texts.contains("Sep 1"))
        XCTAssertTrue(summary.texts.contains("W\(plan.weeks.count)"))
        XCTAssertTrue(summary.texts.contains("Dec 15"))
        // Title, legend, footer with the rule.
        XCTAssertEqual(summary.texts.first, "CIVE 2310 · CSCI 1300 · GEOG 1420 · MATH 2240 · PHIL 2030")
        XCTAssertTrue(summary.texts.contains("Hours of work per course and week"))
        XCTAssertTrue(summary.texts.contains("crunch"))
        let footer = summary.texts.joined(separator: " ").replacingOccurrences(of: "\u{A0}", with: " ")
        XCTAssertTrue(footer.contains("crunch: ≥ 30 h, or ≥ 2 exams with ≥ 20 h"), footer)
        XCTAssertEqual(Set(summary.noClass), Set(plan.weeks.filter { !$0.noClassDays.isEmpty }.map(\.number)))
        XCTAssertFalse(summary.noClass.isEmpty)
    }

    func testExamsAndCrunchWeeksAreMarked() throws {
        let load = try F.fallLoad()
        let plan = WeekPlanner().plan(load, options: F.options())
        let summary = try SVGSummary.read(SVGEmitter().render(plan))
        // One flag per course and week with an exam.
        let examCells = plan.weeks.flatMap { week in Set(week.tasks.filter { $0.type == .exam }.map(\.course)).map { _ in week.number } }
        XCTAssertEqual(summary.exams.sorted(), examCells.sorted())
        XCTAssertGreaterThanOrEqual(summary.exams.count, 8)
        let examTips = summary.titles.filter { $0.hasPrefix("Exam: ") }
        for exam in plan.weeks.flatMap(\.tasks).filter({ $0.type == .exam }) {
            XCTAssertTrue(examTips.contains { $0.contains("\(exam.course) \(exam.title)") }, exam.title)
        }
        XCTAssertEqual(summary.crunch, plan.crunchWeeks)
        XCTAssertFalse(plan.crunchWeeks.isEmpty)
        for number in plan.crunchWeeks {
            let line = "W\(number) crunch: " + (plan.reasons[number] ?? "")
            XCTAssertTrue(summary.titles.contains { $0.components(separatedBy: "\n").contains(line) }, line)
        }
        XCTAssertEqual(SVGEmitter.runs([15, 5, 7, 6, 9]), [[5, 6, 7], [9], [15]])
    }

    func testItRendersToAPNGOfItsSize() throws {
        guard let converter = Self.executable("rsvg-convert") else {
            throw XCTSkip("rsvg-convert is not installed (Debian package librsvg2-bin): the SVG is not rendered to PNG")
        }
        let load = try F.fallLoad()
        let svg = try SVGEmitter().emit(load, options: F.options(today: "2025-10-01"))
        let summary = try SVGSummary.read(svg)
        let png = try Self.render(svg, with: converter, name: "plan")
        XCTAssertGreaterThan(png.count, 1000)
        let size = try XCTUnwrap(Self.pngSize(png))
        XCTAssertEqual(Double(size.width), try XCTUnwrap(summary.width))
        XCTAssertEqual(Double(size.height), try XCTUnwrap(summary.height))

        // Every fixture together: nine courses over two years.
        let wide = try SVGEmitter().emit(try EmitFixtures.all(), options: F.options())
        let wideSummary = try SVGSummary.read(wide)
        let widePNG = try Self.render(wide, with: converter, name: "all-fixtures")
        let wideSize = try XCTUnwrap(Self.pngSize(widePNG))
        XCTAssertEqual(Double(wideSize.width), try XCTUnwrap(wideSummary.width))
        XCTAssertEqual(Double(wideSize.height), try XCTUnwrap(wideSummary.height))
        XCTAssertGreaterThan(wideSize.width, size.width)
        XCTAssertGreaterThan(wideSize.height, size.height)
    }

    func testTextIsEscapedForXML() throws {
        let document = try F.document(code: "R&D <101>", title: "\"Quotes\" & 'apostrophes'", source: "odd.txt", tasks: [
            F.task("Exam <one> & \"two\"\u{0C}\u{0}\u{FFFE}", .exam, due: "2025-10-15", hours: 10),
        ], noClassDays: [NoClassDay(start: F.date("2025-10-13"), end: F.date("2025-10-13"), reason: "Break <&>")])
        var options = F.options()
        options.calendarName = "Ann's <calendar> & \"more\""
        let svg = try SVGEmitter().emit([document], options: options)
        XCTAssertTrue(svg.contains("R&amp;D &lt;101&gt;"))
        XCTAssertFalse(svg.contains("<101>"))
        XCTAssertFalse(svg.contains("\u{0C}"))
        XCTAssertFalse(svg.contains("\u{0}"))
        let summary = try SVGSummary.read(svg)
        XCTAssertEqual(summary.rows, ["R&D <101>"])
        XCTAssertEqual(summary.texts.first, "Ann's <calendar> & \"more\"")
        Self.keep(svg, name: "escaped")
        XCTAssertTrue(summary.titles.contains { $0.contains("Exam: R&D <101> Exam <one> & \"two\"") })
        XCTAssertTrue(summary.titles.contains { $0.contains("Break <&>") })
        XCTAssertEqual(SVGEmitter.escape("a<b>&\"c'\u{1}\td"), "a&lt;b&gt;&amp;&quot;c&apos;\td")
    }

    func testTheOutputIsDeterministicAndSizedByTheCounts() throws {
        let load = try F.fallLoad()
        let options = F.options(today: "2025-10-01")
        let svg = try SVGEmitter().emit(load, options: options)
        XCTAssertEqual(try SVGEmitter().emit(load, options: options), svg)
        XCTAssertEqual(try SVGEmitter().emit(load.reversed(), options: options), svg, "input order does not matter")
        let full = try SVGSummary.read(svg)

        let three = try SVGSummary.read(SVGEmitter().emit(Array(load.prefix(3)), options: options))
        XCTAssertEqual(three.rows.count, 3)
        XCTAssertLessThan(try XCTUnwrap(three.height), try XCTUnwrap(full.height))

        var october = options
        october.from = F.date("2025-10-01")
        october.until = F.date("2025-10-31")
        let shortSVG = try SVGEmitter().emit(load, options: october)
        Self.keep(shortSVG, name: "october")
        let short = try SVGSummary.read(shortSVG)
        XCTAssertEqual(short.weekHeaders.count, 5)
        XCTAssertEqual(short.cellsPerRow, Array(repeating: 5, count: 5))
        XCTAssertLessThanOrEqual(try XCTUnwrap(short.width), try XCTUnwrap(full.width))
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(short.width), 760, "room for the legend")
    }

    func testAnEmptyPlanIsStillAPicture() throws {
        let svg = try SVGEmitter().emit([], options: F.options())
        let summary = try SVGSummary.read(svg)
        XCTAssertTrue(summary.rows.isEmpty)
        XCTAssertTrue(summary.texts.contains("Nothing dated to plan."))
        XCTAssertGreaterThan(try XCTUnwrap(summary.width), 0)
        XCTAssertGreaterThan(try XCTUnwrap(summary.height), 0)
    }

    // MARK: Helpers

    static func executable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return (path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin"])
            .map { ($0 as NSString).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// With DOCKET_SVG_OUT set, writes `svg` there to look at.
    static func keep(_ svg: String, name: String) {
        guard let folder = ProcessInfo.processInfo.environment["DOCKET_SVG_OUT"] else { return }
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try? svg.write(toFile: (folder as NSString).appendingPathComponent("\(name).svg"), atomically: true, encoding: .utf8)
    }

    /// The SVG rendered by rsvg-convert. With DOCKET_SVG_OUT set, the SVG and PNG are kept in that folder.
    static func render(_ svg: String, with converter: String, name: String) throws -> Data {
        let keep = ProcessInfo.processInfo.environment["DOCKET_SVG_OUT"]
        let folder = keep.map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("docket-svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { if keep == nil { try? FileManager.default.removeItem(at: folder) } }
        let svgURL = folder.appendingPathComponent("\(name).svg"), pngURL = folder.appendingPathComponent("\(name).png")
        try svg.write(to: svgURL, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: converter)
        process.arguments = ["--format", "png", "--output", pngURL.path, svgURL.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, String(decoding: message, as: UTF8.self))
        return try Data(contentsOf: pngURL)
    }

    /// Width and height from a PNG's IHDR chunk.
    static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
              bytes[12..<16] == [0x49, 0x48, 0x44, 0x52] else { return nil }
        func int(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (int(16), int(20))
    }
}
