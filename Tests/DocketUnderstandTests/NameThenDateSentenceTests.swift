import DocketCore
import Foundation
import XCTest
@testable import DocketUnderstand

/// A sentence that is only a name, then one that opens with its date ("Final Exam. Dec 23, 2013.") or
/// says it is due on one ("[HW1](hw1.pdf). Due Wednesday, Sep 11."): the date is the name's, not the
/// date of the session the lines sit under.
final class NameThenDateSentenceTests: XCTestCase {
    private let page = """
    ## Discrete Structures, Fall 2013

    Lecture 1. Aug 28, 2013. [Propositional Logic](lec1.pdf).
    Reading: 1.1-1.2;
    [HW1](hw1.pdf). Due Wednesday, Sep 11.

    Lecture 2. Sep 9, 2013. Rules of inference.
    [HW2](hw2.pdf). Due Wednesday, Sep 18. This one can be a little hard.

    Midterm. Oct 21, 2013. [Example](midterm-example.pdf).

    Lecture 25. Dec 4, 2013. Probability.

    Project presentation. Dec 11, 2013.

    Final Exam. Dec 23, 2013. 6:20 - 8:20 pm.

    [Midterm Statistics](midterm-stats.pdf)

    """

    func testTheNextSentencesDateIsTheNames() throws {
        let tasks = try understandText(page).tasks.map { "\($0.title) \($0.dueDate)" }
        XCTAssertEqual(tasks, ["Homework 1 2013-09-11", "Homework 2 2013-09-18", "Midterm 2013-10-21",
                               "Project Presentation 2013-12-11", "Final Exam 2013-12-23"])
    }

    func testAListsItemsKeepTheLabelBeforeThem() throws {
        // "Due Wednesday 2/1; Lab 1 - Slack; Due Thursday 2/2; Review form": the list's label before
        // the lab dates it, not the next item's.
        let row = "| Week | Topic | Due |\n|---|---|---|\n| 2; 1/31/2017 | Networking | Due Wednesday 2/1/2017 - 5:00pm; Lab 1 - Using Slack; Due Thursday 2/2/2017 - 2:00pm; Read a paper and submit a Review Form |\n"
        let tasks = try understandText(row).tasks
        XCTAssertEqual(tasks.first { $0.title.hasPrefix("Lab 1") }?.dueDate.description, "2017-02-01")
    }
}
