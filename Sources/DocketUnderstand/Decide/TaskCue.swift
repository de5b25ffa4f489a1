/// One piece of evidence about a candidate task: where its date came from, what the words around it
/// say, and what kind of deliverable it names. The ``TaskScorer`` weighs these; its weights are fitted
/// on labelled documents by `scripts/fit-scorer`, not set by hand.
public enum TaskCue: String, CaseIterable, Sendable, Hashable, Codable {
    // Where the date came from.
    /// A date after the name in its clause ("Assignment 1 due Mon Jul 27").
    case dateAfterName
    /// A date before the name in its cell ("Thurs Feb 2: EXAM I").
    case dateBeforeName
    /// The row's own date, in a cell before the name's.
    case rowDate
    /// A date in a later cell of the row ("Midterm exam | Deadline: 22.10.2018").
    case laterCellDate
    /// A date at the start of the line.
    case lineStartDate
    /// The dated heading or line the name is listed close under ("Day 4: Thursday, 23 July").
    case headingDate
    /// A dated heading further up whose section the name is in ("Week 3 (Jan 18–22)" … "Quiz 2").
    case sectionDate
    /// That heading is one the document marks as a heading ("## Sept 9", an Org "** THU 09-12"), so
    /// its section's reach is the document's own, not a guess from the distance.
    case markedSection
    /// The date cell of the row above, for a row whose cells wrapped onto a line of their own.
    case adjacentRowDate
    /// The date sits inside parentheses ("Exam 1 (Jan 18–Feb 8 lectures)").
    case dateInParentheses
    /// A weekday word before the name moves the heading's date ("Friday: reading reflection due").
    case weekdayInSection
    /// A row of a table whose header names its deliverable and date columns.
    case deliverablesTable
    /// An item of a "Due: A, B and C" list.
    case dueList
    /// A capitalised name before "Due" and a date ("CIP Plan Due 9/14").
    case dueLabel
    /// One of several dated section slots of an exam.
    case examSlot
    /// A date given by a rule the document states ("due the day the next one is posted").
    case derivedRule
    /// An assignment sheet's own deadline.
    case sheetDeadline
    /// A line of its own names the deliverable, a due sentence under it gives the date
    /// ("(3) Midterm Essay 20%" then "Due by Friday, October 24").
    case namedHeading

    // What the words say.
    /// "due", "submit", "deadline", "by Friday" near the name.
    case dueWord
    /// The sentence's verb makes every name in it due.
    case sentenceSaysDue
    /// Another cell of the name's row says due ("… | due by 11:59pm").
    case rowSaysDue
    /// The name sits in a column headed "Due" or "Deliverables".
    case dueColumn
    /// The name has a number ("Homework 3").
    case numbered
    /// The name alone is an event ("Midterm", "Quiz").
    case eventName
    /// The line is a table row (two cells or more).
    case tableRow
    /// A percentage is stated in the clause.
    case weightStated
    /// A clock time is stated with it.
    case timeStated
    /// The name sits inside parentheses.
    case parenthetical

    // What kind of deliverable.
    case exam, quiz, assignment, project, paper, presentation, lab, reading, other

    static func kind(_ type: TaskType) -> TaskCue {
        switch type {
        case .exam: .exam
        case .quiz: .quiz
        case .assignment: .assignment
        case .project: .project
        case .paper: .paper
        case .presentation: .presentation
        case .lab: .lab
        case .reading: .reading
        case .other: .other
        }
    }
}
