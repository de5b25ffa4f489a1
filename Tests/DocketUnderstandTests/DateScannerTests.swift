import XCTest
@testable import DocketUnderstand

final class DateScannerTests: XCTestCase {
    func expressions(_ text: String) -> [DateExpression] { DateScanner().matches(in: text).map(\.expression) }

    func testAShareOfScoresKeptOrDroppedIsNoDate() {
        XCTAssertTrue(expressions("6 quizzes (Best 4/6, 5% each)").isEmpty)
        XCTAssertTrue(expressions("we drop the lowest 2/10 homework scores").isEmpty)
        XCTAssertEqual(expressions("Quiz 4/6 in class").map(\.text), ["4/6"])
        XCTAssertEqual(expressions("top 3/14/2025").map(\.text), ["3/14/2025"], "a year makes it a day")
    }

    func testACalendarsCompactDateAndTime() {
        let line = "csc410,Assignment 1: Theorem Proving,20200925T235959-0400,680"
        XCTAssertEqual(expressions(line).map(\.value), [.iso(year: 2020, month: 9, day: 25)])
        XCTAssertEqual(TimeScanner().matches(in: line).map(\.time), [TimeOfDay(hour: 23, minute: 59)])
        XCTAssertEqual(TimeScanner().matches(in: "due 20250301T170000Z").map(\.time), [TimeOfDay(hour: 17, minute: 0)])
        XCTAssertEqual(expressions("due 20250301T1700").map(\.value), [.iso(year: 2025, month: 3, day: 1)])
        // Eight digits alone are a number, and a "T" after a month that does not exist names no day.
        XCTAssertTrue(expressions("ticket 20200925, order 20201399T1200").isEmpty)
        XCTAssertTrue(TimeScanner().matches(in: "ticket 20200925 T1200, id 2020092T1200").isEmpty)
    }

    func testNamedMonthsAndWeekdays() {
        let found = expressions("Midterm Thursday, October 3rd; quiz Sept. 12, 2019")
        XCTAssertEqual(found.map(\.text), ["Thursday, October 3rd", "Sept. 12, 2019"])
        XCTAssertEqual(found[0].value, .named(month: 10, day: 3, year: nil))
        XCTAssertEqual(found[0].weekday, .thursday)
        XCTAssertEqual(found[1].value, .named(month: 9, day: 12, year: 2019))
    }

    /// "7 Sep 21", a cell holding only a date, its day written first: the two digits are the year (2021).
    /// Two digits that begin the next date ("14 Oct 15 Oct"), a time ("3 Oct 10:00") or go on are not.
    func testTwoDigitsAfterADayAndItsMonthAreItsYear() {
        XCTAssertEqual(expressions("7 Sep 21").map(\.value), [.named(month: 9, day: 7, year: 2021)])
        XCTAssertEqual(expressions("Quiz 6,21 Dec 21").map(\.value), [.named(month: 12, day: 21, year: 2021)])
        XCTAssertEqual(expressions("Homework #3 Sep 12").map(\.value), [.named(month: 9, day: 12, year: nil)], "homework 3 on September 12")
        XCTAssertEqual(expressions("14 Oct 15 Oct").map(\.value), [.named(month: 10, day: 14, year: nil), .named(month: 10, day: 15, year: nil)])
        XCTAssertEqual(expressions("3 Oct 10:00").first?.value, .named(month: 10, day: 3, year: nil))
        XCTAssertEqual(expressions("Sep 21").map(\.value), [.named(month: 9, day: 21, year: nil)], "a month written first is followed by its day")
        XCTAssertFalse(expressions("Exam on 7 Sep 21 points").contains { $0.value == .named(month: 9, day: 7, year: 2021) })
        XCTAssertEqual(expressions("12. February 13 - Midterm exam").map(\.text), ["February 13"], "a list item's number, then a date")
    }

    func testANumberCountedByTheWordBeforeItIsNoDayWhenTheMonthHasOne() {
        XCTAssertEqual(expressions("WEEK 5 OCTOBER 4").map(\.text), ["OCTOBER 4"])
        XCTAssertEqual(expressions("Session 12 Dec 3: review").map(\.text), ["Dec 3"])
        XCTAssertEqual(expressions("No class 5 October").map(\.text), ["5 October"], "the month has no day of its own after it")
        XCTAssertEqual(expressions("Quiz 2, 5 October 2026").map(\.text), ["5 October 2026"])
        XCTAssertEqual(expressions("12. February 13 - Midterm exam").map(\.text), ["February 13"], "a list item's number")
        XCTAssertEqual(expressions("  6. January 23 - Recitation").map(\.text), ["January 23"])
        XCTAssertEqual(expressions("Due 12. February").map(\.text), ["12. February"])
    }

    func testAWeekdayBeforeTwoHyphenedTwoDigitNumbersIsADateUnlessTheyAreHours() {
        XCTAssertEqual(expressions("** THU 09-12 Lecture 4").map(\.value), [.numeric(first: 9, second: 12, year: nil, dayFirst: nil)])
        XCTAssertEqual(expressions("TUE 12-10 Lecture 26").first?.weekday, .tuesday)
        XCTAssertEqual(expressions("Thu 10-31: Homework 7 due").map(\.text), ["Thu 10-31"])
        XCTAssertEqual(expressions("Mon 10-12 office hours").count, 0, "ten to noon")
        XCTAssertEqual(expressions("Wed 10-17 lab open").count, 0, "ten to five, on a 24-hour clock")
        XCTAssertEqual(expressions("Fri 09-11 am review").count, 0)
        XCTAssertEqual(expressions("pages 09-12").count, 0, "no weekday, no date")
        XCTAssertEqual(expressions("FRI/MON 09-06/09 Discussion 1").count, 0, "neither a hyphened nor a slashed pair is read out of a run of both")
    }

    func testAWeekdayWrittenAfterADateIsItsWeekday() {
        XCTAssertEqual(expressions("| Oct 2 (Th) | Oct 6 (M) |").map(\.weekday), [.thursday, .monday])
        XCTAssertEqual(expressions("Paper due Oct 3, Friday").first?.weekday, .friday)
        XCTAssertEqual(expressions("Oct 3 (Tue.)").first?.weekday, .tuesday)
        XCTAssertNil(expressions("Oct 3, Monitor the forum").first?.weekday, "a word that begins like a weekday is none")
        XCTAssertNil(expressions("Oct 3 (T.A. session)").first?.weekday)
        XCTAssertNil(expressions("Oct 3, M and W").first?.weekday, "a letter alone says a weekday only in parentheses")
        XCTAssertEqual(expressions("Oct 3 (Th)").first?.text, "Oct 3", "the date's range is not widened")
    }

    func testAWeekdayInALetterOrTwoOpeningALineItemOrCellIsItsDatesWeekday() {
        XCTAssertEqual(expressions("\t+ W 09/30: Lesson 01: data analysis pipelines").first?.weekday, .wednesday)
        XCTAssertEqual(expressions("- M 10/05: Introduction to Python").first?.weekday, .monday)
        XCTAssertEqual(expressions("| 3 | Th 9/12 | Quiz 2 |").first?.weekday, .thursday)
        XCTAssertEqual(expressions("R Sep 21 Midterm").first?.weekday, .thursday)
        XCTAssertNil(expressions("Room W 9/30").first?.weekday, "a letter after other words is a label")
        XCTAssertNil(expressions("- w 9/30 notes").first?.weekday, "written in capitals")
        XCTAssertNil(expressions("X 9/30").first?.weekday, "no weekday is written X")
    }

    func testAWeekdayACellsLineBreakParts() {
        // A cell "TUES<br>8/26" reads "TUES; 8/26".
        let found = expressions("|1|TUES; 8/26| Introduction |")
        XCTAssertEqual(found.first?.weekday, .tuesday)
        XCTAssertEqual(found.first?.value, .numeric(first: 8, second: 26, year: nil, dayFirst: nil))
    }

    func testTwoDaysOfAMonthAreTheSpanOfAWeeksRow() {
        let row = expressions("4\t12, 14 Oct\tCh 4, 5: Perception\tMidterm 1")
        XCTAssertEqual(row.first?.value, .named(month: 10, day: 12, year: nil))
        XCTAssertEqual(row.first?.end, .named(month: 10, day: 14, year: nil))
        XCTAssertEqual(expressions("Quiz 2, 5 October").map(\.text), ["5 October"], "after a word the first number is its")
        XCTAssertEqual(expressions("| 3, 24 Oct |").map(\.text), ["24 Oct"], "more than a week apart")
        XCTAssertEqual(expressions("12, 14 Oct 2021").map(\.text), ["14 Oct 2021"], "a year written after goes with the last day")
    }

    func testAYearFirstDateWithSlashes() {
        XCTAssertEqual(expressions("2023/9/9 & Project 1 due").map(\.value), [.iso(year: 2023, month: 9, day: 9)])
        XCTAssertEqual(expressions("2023/10/12").first?.text, "2023/10/12")
        XCTAssertTrue(expressions("2023/13/12").isEmpty, "no thirteenth month")
        XCTAssertTrue(expressions("see 12345/9/9").isEmpty)
    }

    func testRangesAndLists() {
        XCTAssertEqual(expressions("Exam window Oct 14-16").first?.end, .named(month: 10, day: 16, year: nil))
        XCTAssertEqual(expressions("Jul 7 & 9").first?.end, .named(month: 7, day: 9, year: nil))
        XCTAssertEqual(expressions("August 20 – August 26").first?.end, .named(month: 8, day: 26, year: nil))
    }

    func testNumericForms() {
        XCTAssertEqual(expressions("Tue 9/12").first?.value, .numeric(first: 9, second: 12, year: nil, dayFirst: nil))
        XCTAssertEqual(expressions("22.10.2018").first?.value, .numeric(first: 22, second: 10, year: 2018, dayFirst: true))
        XCTAssertEqual(expressions("Thursday, 10/03/23, 9:00pm").first?.value, .numeric(first: 10, second: 3, year: 2023, dayFirst: nil))
    }

    func testACalendarDateBeatsTheWeekOfTermItSharesAWeekdayWith() {
        let found = expressions("Week 16\tMonday, May 6\tReview for exam\tHW9")
        XCTAssertEqual(found.map(\.text), ["Monday, May 6"])
        XCTAssertEqual(expressions("Week 16 Monday: review").first?.isWeekOfTerm, true, "alone, the week of term is read")
    }

    func testWeeksOfTerm() {
        XCTAssertEqual(expressions("Week 5 Friday: Quiz 2").first?.value, .week(number: 5, weekday: .friday))
        XCTAssertEqual(expressions("W7 Fri: Lab report").first?.value, .week(number: 7, weekday: .friday))
    }

    func testThingsThatAreNotDates() {
        XCTAssertTrue(expressions("Read sections 5.1 and 5.3; problems 3/4 of chapter 2 (x = 1/2)").allSatisfy {
            if case .numeric(let a, let b, _, _) = $0.value { return !(a == 5 && b == 1) } else { return true }
        })
        XCTAssertTrue(expressions("Room 301, ISBN 1323759379, 30% of the grade").isEmpty)
        XCTAssertTrue(expressions("February 30").isEmpty, "no such day")
        // A tab is a cell boundary: week 11, then Nov 17 — not "11 Nov".
        XCTAssertEqual(expressions("11\tNov 17\tConsumption taxes").map(\.text), ["Nov 17"])
    }
}

final class CivilDateTests: XCTestCase {
    func testWeekdaysLeapYearsAndArithmetic() {
        XCTAssertEqual(CivilDate(year: 2024, month: 2, day: 29)?.weekday, .thursday)
        XCTAssertNil(CivilDate(year: 2023, month: 2, day: 29))
        XCTAssertNil(CivilDate(year: 1900, month: 2, day: 29))
        XCTAssertNotNil(CivilDate(year: 2000, month: 2, day: 29))
        XCTAssertEqual(CivilDate(year: 2025, month: 12, day: 31)?.adding(days: 1), CivilDate(year: 2026, month: 1, day: 1))
        XCTAssertEqual(CivilDate(year: 1970, month: 1, day: 1)?.dayNumber, 0)
        XCTAssertEqual(CivilDate(dayNumber: -1), CivilDate(year: 1969, month: 12, day: 31))
        XCTAssertEqual(CivilDate(iso: "2019-09-12")?.description, "2019-09-12")
    }
}
