import DocketCore
import Foundation
import XCTest
@testable import DocketUnderstand

final class PlanTests: XCTestCase {
    let day = { (text: String) in CivilDate(iso: text)! }

    func testHoursScaleWithWeightAndSize() {
        let estimator = TaskEstimator()
        XCTAssertEqual(estimator.estimatedHours(type: .exam, weight: nil, target: nil), 10)
        XCTAssertEqual(estimator.estimatedHours(type: .exam, weight: 50, target: nil), 20, "twice the usual weight")
        XCTAssertEqual(estimator.estimatedHours(type: .quiz, weight: 100, target: nil), 6, "capped at three times")
        XCTAssertEqual(estimator.estimatedHours(type: .paper, weight: nil, target: Target(value: 10, unit: "pages")), 15)
        XCTAssertEqual(TaskEstimator(hours: [.exam: 12]).estimatedHours(type: .exam, weight: nil, target: nil), 12, "config override")
    }

    func testPriorityFromTypeWeightAndNearness() {
        let estimator = TaskEstimator()
        let today = day("2025-10-01")
        XCTAssertEqual(estimator.priority(type: .exam, weight: 30, dueDate: day("2025-10-02"), today: today), 5)
        XCTAssertEqual(estimator.priority(type: .reading, weight: nil, dueDate: day("2025-12-01"), today: today), 1)
        XCTAssertEqual(estimator.priority(type: .assignment, weight: 5, dueDate: day("2025-10-06"), today: today), 3)
    }

    func testPartsAreSpreadBackwardsSkippingUnavailableDays() {
        let planner = SubtaskPlanner(unavailable: [.saturday, .sunday])
        // Thursday Oct 2 to the Wednesday Oct 8 deadline: Thu, Fri, Mon, Tue are available.
        let plan = planner.plan(parts: ["Problem 1", "Problem 2", "Problem 3"], hours: 6, start: day("2025-10-02"), due: day("2025-10-08"))
        XCTAssertEqual(plan.map(\.date.description), ["2025-10-02", "2025-10-03", "2025-10-07"])
        XCTAssertEqual(plan.map(\.estimatedHours), [2, 2, 2])
        XCTAssertTrue(plan.allSatisfy { ![.saturday, .sunday].contains($0.date.weekday) })
        // No day left before the deadline: everything on the due date.
        let late = planner.plan(parts: ["A", "B"], hours: 2, start: day("2025-10-08"), due: day("2025-10-08"))
        XCTAssertEqual(late.map(\.date.description), ["2025-10-08", "2025-10-08"])
    }

    func testPartsFoundInASheet() {
        let text = ["Homework 4", "1. Prove the claim.", "2. (a) Compute the flow.", "Problem 3: shortest paths", "Part B"]
        let document = Document(source: "s", format: .text, pages: [Page(number: 1, origin: .plainText, lines: text.map { Line(text: $0) })])
        XCTAssertEqual(SubtaskPlanner().parts(of: DocumentLines(document)), ["Problem 1", "Problem 2", "Problem 3", "Part B"])
    }
}

final class SHA256Tests: XCTestCase {
    func testKnownDigests() {
        XCTAssertEqual(SHA256.hex([UInt8]()), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(SHA256.hex(Array("abc".utf8)), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        let million = [UInt8](repeating: 0x61, count: 1_000_000)
        XCTAssertEqual(SHA256.hex(million), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Inputs that end just before, on and after a block's edge, where the padding takes one or two
    /// blocks; the same bytes as an array, as Data, and as a collection with no contiguous storage.
    func testLengthsAroundBlockEdges() {
        let expected: [Int: String] = [
            55: "463eb28e72f82e0a96c0a4cc53690c571281131f672aa229e0d45ae59b598b59",
            56: "da2ae4d6b36748f2a318f23e7ab1dfdf45acdc9d049bd80e59de82a60895f562",
            63: "29af2686fd53374a36b0846694cc342177e428d1647515f078784d69cdb9e488",
            64: "fdeab9acf3710362bd2658cdc9a29e8f9c757fcf9811603a8c447cd1d9151108",
            65: "4bfd2c8b6f1eec7a2afeb48b934ee4b2694182027e6d0fc075074f2fabb31781",
            119: "da18797ed7c3a777f0847f429724a2d8cd5138e6ed2895c3fa1a6d39d18f7ec6",
            120: "f52b23db1fbb6ded89ef42a23ce0c8922c45f25c50b568a93bf1c075420bbb7c",
            128: "471fb943aa23c511f6f72f8d1652d9c880cfa392ad80503120547703e56a2be5",
            1000: "4e4c294b331f7a2099a379bec34b9f9fc03dc46ab465d998f4d683da53487e6d",
        ]
        for (count, digest) in expected {
            let bytes = (0..<count).map { UInt8($0 % 251) }
            XCTAssertEqual(SHA256.hex(bytes), digest, "\(count) bytes")
            XCTAssertEqual(SHA256.hex(Data(bytes)), digest, "\(count) bytes as Data")
            XCTAssertEqual(SHA256.hex((0..<count).lazy.map { UInt8($0 % 251) }), digest, "\(count) bytes, not contiguous")
            // A slice that starts inside its buffer: the blocks are read at the slice's own offset.
            let padded = [UInt8](repeating: 7, count: 3) + bytes
            XCTAssertEqual(SHA256.hex(padded[3...]), digest, "\(count) bytes in a slice")
        }
    }
}

final class ReaderTests: XCTestCase {
    func lines(_ texts: [String]) -> [DocumentLine] {
        texts.enumerated().map { DocumentLine(page: 1, number: $0.offset + 1, text: $0.element, written: $0.element,
                                              segments: $0.element.components(separatedBy: "\t")) }
    }

    func testMeetingForms() {
        let meetings = MeetingReader().read(lines([
            "Lectures: MWF 10:00–10:50, Room 101",
            "Recitation TR: 11:00-12:15; 12:30-1:45",
            "Lab meets Tuesdays and Thursdays 2–3:15pm in ENG 205",
            "Office hours: Mon 3-5 pm; Thu 10:00–11:00 am",
            "Thursday, June 6 (from 1-4:30pm) will be dedicated to presentations",
        ]))
        XCTAssertEqual(meetings.map { "\($0.days.map(\.rawValue).joined()) \($0.start)-\($0.end?.description ?? "")" },
                       ["MOWEFR 10:00-10:50", "TUTH 11:00-12:15", "TUTH 12:30-13:45", "TUTH 14:00-15:15"])
        XCTAssertEqual(meetings.first?.location, "Room 101")
        XCTAssertEqual(meetings.last?.location, "ENG 205")
        XCTAssertEqual(meetings.last?.kind, "lab")
    }

    func testBreaks() {
        let mentions = NoClassReader().read(lines([
            "No class: Monday, January 19 (MLK Day) and Monday, February 16 (Presidents' Day).",
            "October 8 – October 14\t10-12 FALL BREAK\tWorking with older persons",
            "Nov 26-28: Thanksgiving break",
            "We will review after the break.",
        ]))
        XCTAssertEqual(mentions.map(\.date.text), ["Monday, January 19", "Monday, February 16", "10-12", "Nov 26-28"])
        XCTAssertEqual(mentions[2].date.value, .named(month: 10, day: 10, year: nil))
        XCTAssertEqual(mentions[2].date.end, .named(month: 10, day: 12, year: nil))
    }

    func testWhatIsNotATask() {
        let result = TaskReader().read(lines([
            "HW 2 released Sep 10",
            "Last day to drop: Sep 20",
            "Office hours Thursday Sep 12 instead of Wednesday",
            "Read ch. 3 by Sep 15",
            "Week 3 (Sep 16): project week, start thinking about ideas",
            "Final exam: TBA",
            "A reading response is due every Friday by 5pm",
        ]))
        XCTAssertEqual(result.tasks.map(\.title), [])
        XCTAssertEqual(result.undated, ["Final Exam"])
        XCTAssertEqual(result.recurring.map(\.title), ["Reading Response"])
    }
}
