import DocketCore
import Foundation
import XCTest
@testable import DocketUnderstand

/// Rows that leave cells empty still line up with their header, and a column headed as what is due
/// names deliverables whatever words its cells use.
final class TableColumnsTests: XCTestCase {
    private func understand(_ text: String, name: String = "t.md") throws -> UnderstoodDocument {
        let document = try PlainTextExtractor().extract(InputDocument(name: name, data: Data(text.utf8)), as: .supported(.text, encoding: .utf8))
        return try DocumentUnderstanding(extractor: RuleExtractor(),
                                         options: NormalizationOptions(today: CivilDate(year: 2026, month: 11, day: 23)!))
            .understand(document, sha256: "")
    }

    private let calendar = """
    # HIST 310 Course Calendar, Spring 2026

    Instructor: Dr. R. Lane. Class meets MWF 10:00-10:50 am. Grading: assignments 60%, mid-term examination 40%.

    | Meeting  | Topic              | Reading | Assignment(s) due        |
    |----------|--------------------|---------|--------------------------|
    | 1-12 (M) | Introduction       | Ch. 1   |                          |
    | 1-16 (F) | Methods            |         | Pick a field site  |
    | 1-23 (F) | Surveys            | Ch. 2   | Source summary           |
    | 1-30 (F) | Oral history       |         | Read Ch. 3               |
    | 2-6 (F)  | Mid-term examination |       |                          |
    | 2-13 (F) | Maps               | none    | none                     |
    | 2-20 (F) |                    |         | Annotated bibliography 2 |

    """

    func testAMarkdownRowKeepsTheColumnsOfItsEmptyCells() throws {
        let lines = try readLines("| Date | Topic | Reading | Due |\n|---|---|---|---|\n| 2-6 | Maps |  | Draft |\n")
        XCTAssertEqual(lines[1].segments, ["2-6", "Maps", "Draft"])
        XCTAssertEqual(lines[1].columnCount, 4)
        XCTAssertEqual(lines[1].columns, [0, 1, 3])
        XCTAssertEqual(lines[1].cell(inColumn: 3), "Draft")
        XCTAssertEqual(lines[1].cell(inColumn: 2), "")
        XCTAssertTrue(lines[1].hasExactColumns)
        XCTAssertTrue(lines[0].hasExactColumns)
        XCTAssertNil(lines[0].columns, "a row with every cell written needs no map")
    }

    func testARowWithAnEmptyDateCellIsAnotherItemOfTheRowAbove() throws {
        let tasks = try understand("""
        # ECON 460 Schedule, Fall 2023

        Instructor: Dr. A. Rivera. Grading: reading responses 30%, data assignments 40%, project 30%.

        | Date | Assignment |
        | ------- | -------------- |
        | Sat 9/23 | Data Analysis Assignment 1 |
        |      | Quiz 1 |
        | 10/2 | Reading: Early Civilizations |
        |      | Reading: Markets and Marriage |
        |      | *Extra credit is not included in the total* |
        """).tasks.map { "\($0.title) \($0.dueDate)" }
        // The table goes on past a row with one cell filled: the next dated row is still read.
        XCTAssertEqual(tasks, ["Data Analysis Assignment 1 2023-09-23", "Quiz 1 2023-09-23", "Reading: Early Civilizations 2023-10-02",
                               "Reading: Markets and Marriage 2023-10-02"])
        XCTAssertFalse(tasks.contains { $0.lowercased().contains("extra credit") }, "a note across the table is no item")
    }

    func testALabelledItemIsNamedByWhatFollowsItsLabel() throws {
        let tasks = try understand("""
        # ECON 460 Schedule, Fall 2023

        Instructor: Dr. A. Rivera. Grading: reading responses 30%, data assignments 40%, project 30%.

        | Date | Assignment |
        | ------- | -------------- |
        | 10/16 | Reading:  "Girl power: The marriage pattern and labor markets" |
        |       | Reading:  "Witchcraft, Weather, and Economic Growth" |
        | 10/21 | Data Analysis Assignment 3 |
        """).tasks.map { "\($0.title) \($0.dueDate)" }
        XCTAssertEqual(tasks, ["Reading: Girl power 2023-10-16", "Reading: Witchcraft, Weather, and Economic Growth 2023-10-16",
                               "Data Analysis Assignment 3 2023-10-21"])
    }

    func testCellsFoundByRunsOfSpacesAreNotExactColumns() throws {
        let lines = try readLines("Week 1      Jan-23      Overview\n")
        XCTAssertEqual(lines[0].segments.count, 3)
        XCTAssertFalse(lines[0].hasExactColumns, "an empty column leaves no run of its own, so the cells after it shift")
    }

    func testAMonthDayPairWithItsWeekdayIsAScheduleDate() {
        XCTAssertTrue(ScheduleDates.monthDay("1-9 (W)")! == (1, 9))
        XCTAssertTrue(ScheduleDates.monthDay("2-15 Fri")! == (2, 15))
        XCTAssertNil(ScheduleDates.monthDay("2-15 (pages)"))
        XCTAssertNil(ScheduleDates.monthDay("13-2 (M)"))
    }

    func testAKindColumnBesideADueColumnNumbersItsDeliverables() throws {
        let understood = try understand("""
        # STAT 20 Homework, Spring 2017
        Grading: homework 30%, exams 70%.

        | HW | Due | Topic |
        |---|---|---|
        | 1 | Jan 26 | Ch-3: A3,7, C2 |
        | 2 | Feb 02 | Ch-4: B5, D8 |

        """)
        XCTAssertEqual(understood.tasks.map { "\($0.title) \($0.dueDate)" }, ["Homework 1 2017-01-26", "Homework 2 2017-02-02"])
    }

    func testADueColumnNamesItsDeliverablesWhateverTheirWords() throws {
        let result = try understand(calendar)
        XCTAssertEqual(result.tasks.map { "\($0.title) \($0.dueDate)" }, [
            "Pick a field site 2026-01-16", "Source summary 2026-01-23", "Mid-term Examination 2026-02-06",
            "Annotated Bibliography 2 2026-02-20",
        ], "a reading, 'none' and empty cells name nothing; an empty Reading cell moves no name into it")
    }

    func testAColumnNotHeadedAsDueNamesNothingWithoutAKindWord() throws {
        let other = calendar.replacingOccurrences(of: "Assignment(s) due       ", with: "Notes                   ")
        let result = try understand(other)
        XCTAssertEqual(result.tasks.map(\.title), ["Mid-term Examination", "Annotated Bibliography 2"],
                       "only names a kind word makes a deliverable are read from it")
    }

    func testADeliverablesTableKeepsItsRowsThoughOneRunsPastItsHeader() throws {
        let result = try understand("""
        # OPT 510 Optimization, Fall 2020

        Instructor: Dr. R. Lane. Grading: home assignments 60%, exam 40%.

        | Week | Content            | Slides            | Home Assignment             | Deadline         |
        |:----:|:-------------------|:-----------------:|:---------------------------:|:----------------:|
        | 01   | Convex sets        | [Slides](s1.pdf)  | [assignment01](hw/a01)      | 18.10.2020 20:00 |
        | 02   | Duality            | [Slides](s2.pdf)  | [Duality problems](hw/a02)  | 25.10.2020 20:00 ||
        | 03   | Review             |                   |                             |                  |
        | 04   | Gradient descent   |                   | [assignment03](hw/a03)      | 07.11.2020 20:00 |

        """)
        XCTAssertEqual(result.tasks.map { "\($0.title) \($0.dueDate)" },
                       ["Assignment01 2020-10-18", "Duality problems 2020-10-25", "Assignment03 2020-11-07"],
                       "'Home Assignment' heads the items; the '||' that closes one row adds no column of its own")
    }

    func testASessionInTheItemColumnIsNoDeliverableAndADeadlineTakesItsRowsName() throws {
        let result = try understand("""
        # LING 220 Text Analysis, Fall 2026

        Instructor: Dr. R. Lane. Grading: four assignments 60%, exam 40%.

        | week | what     | when                                  | description             |
        |------|----------|---------------------------------------|-------------------------|
        |  36  | lecture  | Monday 2026-09-07 <br> 15:30 - 17:15  | Block 1: introduction   |
        |  36  | DEADLINE | Friday 2026-09-11 <br> before 17:00   | SUBMIT ASSIGNMENT 1     |
        |  37  | lecture  | Monday 2026-09-14 <br> 15:30 - 17:15  | Block 1: feedback       |
        |  43  | exam     | Tuesday 2026-10-27 <br> 8:30 - 10:30  | Final exam              |

        """)
        XCTAssertEqual(result.tasks.map { "\($0.title) \($0.dueDate) \($0.dueTime.map { "\($0)" } ?? "-")" },
                       ["Assignment 1 2026-09-11 17:00", "Exam 2026-10-27 08:30"])
    }

    func testARowWithOneCellFilledKeepsTheTablesDueColumn() throws {
        let result = try understand("""
        # CH 510 Computing for chemists, Spring 2027

        Instructor: Dr. R. Lane. Grading: homework 60%, final project 40%.

        +---------------+----------------------+--------------------+
        | Date          | Topic                | Due                |
        +===============+======================+====================+
        | Monday 4/12   | Functions            | HW1 (python)       |
        +---------------+----------------------+--------------------+
        | Wednesday 4/14|                      |                    |
        +---------------+----------------------+--------------------+
        | Wednesday 5/19|                      | Project prospectus |
        +---------------+----------------------+--------------------+
        | Friday 5/28   |                      | Revised prospectus |
        +---------------+----------------------+--------------------+

        """)
        XCTAssertEqual(result.tasks.map { "\($0.title) \($0.dueDate)" },
                       ["Homework 1 2027-04-12", "Project 2027-05-19", "Revised prospectus 2027-05-28"],
                       "'| Wednesday 4/14 | | |' is a row of the table, not a date standing alone; the grid's borders are no lines")
    }

    func testATableThatSaysWhenRowsAreReleasedAndDueListsDeliverables() throws {
        let result = try understand("""
        # BIOL 330 Take-home exams, Fall 2026

        Instructor: Dr. R. Lane. Grading: four take-home exams, 25% each.

        | Topic                   | Release Date | Due Date (midnight) |
        | :---:                   | :---:        | :---:               |
        | Perception basics       | Sept 17 (Th) | Sept 21 (M)         |
        | Memory and attention    | Sept 24 (Th) | Sept 28 (M)         |

        | Wk | Week of    | Topics              | Released         | Due                    |
        |----|------------|---------------------|------------------|------------------------|
        | 2  | 2026-10-05 | Memory and recall   | HW2 released Fri | HW1 - Fri 2026-10-09   |

        """)
        XCTAssertEqual(result.tasks.map { "\($0.title) \($0.dueDate)" },
                       ["Perception basics 2026-09-21", "Memory and attention 2026-09-28", "Homework 1 2026-10-09"],
                       "a row whose due column names its deliverable is read by its names, not as the table's item")
    }

    func testADateAssignedColumnIsNoDueDateAndTheTitleNamesTheRow() throws {
        let result = try understand("""
        # BIS 180L Assignments, Spring 2015

        | Date Assigned | Title              | Links                     | Date Due           |
        |---------------|--------------------|---------------------------|--------------------|
        | Thur Apr 02   | Sequence Alignment | [template](unit1.md)      | __Wed Apr 08 5pm__ |
        | Thur Apr 09   | BLAST              | [template](unit2.md)      | __Wed Apr 15 9AM__ |

        """)
        XCTAssertEqual(result.tasks.map { "\($0.title) \($0.dueDate) \($0.dueTime.map(\.description) ?? "-")" },
                       ["Sequence Alignment 2015-04-08 17:00", "BLAST 2015-04-15 09:00"])
        XCTAssertEqual(TaskReader.deliverableColumns(["Date Assigned", "Title", "Links", "Date Due"]).map { [$0.item, $0.date] }, [1, 3])
        XCTAssertNil(TaskReader.deliverableColumns(["Date Assigned", "Topic", "Links"]), "no column says when anything is due")
    }

    func testAModuleHandedOutOnOneDateAndDueOnAnotherIsTheRowsWork() throws {
        let result = try understand("""
        # GEOS 270 Overview, Fall 2021

        |Post Date|Module                  |Topics                      |Due Date   |
        |---------|------------------------|----------------------------|-----------|
        |Sept 13  |[Module 1](module1.html)|History of GIS              |**Sept 20**|
        |Sept 20  |[Module 2](module2.html)|Coordinate Reference Systems|**Sept 27**|

        """)
        XCTAssertEqual(result.tasks.map { "\($0.title) \($0.dueDate)" }, ["Module 1 2021-09-20", "Module 2 2021-09-27"])
    }

    func testActivitiesThatOpenAndCloseAreDueWhenTheyClose() throws {
        // A column that counts weeks dates nothing; the one of days does.
        let result = try understand("""
        # Schedule of lab activities, 2026

        | Activity            | Opens (week) | Closes (week) | Opens (day) | Closes (day) |
        | ------------------- | ---- | ---- | ---------- | ---------- |
        | Sample size         | 1    | 2    | 2026-01-19 | 2026-01-30 |
        | Cleaning raw data   | 2    | 3    | 2026-01-26 | 2026-02-06 |

        """)
        XCTAssertEqual(result.tasks.map { "\($0.title) \($0.dueDate)" }, ["Sample size 2026-01-30", "Cleaning raw data 2026-02-06"])
    }

    func testAnOpensColumnBesideADueColumnMakesTheRowsDeliverables() throws {
        let result = try understand("""
        # Exercises, Spring 2026

        | Exercise title     | Opens      | Due        |
        | ------------------ | ---------- | ---------- |
        | Warm-up survey     | 2026-01-12 | 2026-01-16 |
        | Reading the census | 2026-01-19 | 2026-01-23 |

        """)
        XCTAssertEqual(result.tasks.map { "\($0.title) \($0.dueDate)" }, ["Warm-up survey 2026-01-16", "Reading the census 2026-01-23"])
    }

    func testAScheduleThatOnlyClosesNamesNoDeliverables() throws {
        // Without an opening column, "Closes" may be a building's hours or a registration window.
        let result = try understand("""
        # Computer lab hours, Spring 2026

        | Room       | Closes     |
        | ---------- | ---------- |
        | Main lab   | 2026-05-01 |

        """)
        XCTAssertEqual(result.tasks.map(\.title), [])
    }

    func testRecordsNamedByATitleFieldAreNamedByIt() throws {
        // A data file's fields: the title names each record; "components" notes what it covers and
        // "deliverable" holds a code, neither a deliverable of its own. A last word is kept as written.
        let result = try understand("""
        number,category,title,components,deliverable,due
        1,Basics,Get set up online,"Editor, version control",int,2026-01-23
        2,Web,Proposal memo and appendices,Site published,fin,2026-02-06

        """, name: "assignments.csv")
        XCTAssertEqual(result.tasks.map { "\($0.title) \($0.dueDate)" },
                       ["Get set up online 2026-01-23", "Proposal memo and appendices 2026-02-06"])
    }

    func testATitleBesideAColumnHeadedByAKindOfWorkIsNotTheName() throws {
        let result = try understand("""
        # Homework, Spring 2026

        | Assignment | Title              | Due        |
        | ---------- | ------------------ | ---------- |
        | HW 1       | Sorting            | 2026-01-23 |
        | HW 2       | Graph search       | 2026-02-06 |

        """)
        XCTAssertEqual(result.tasks.map { "\($0.title) \($0.dueDate)" }, ["Homework 1 2026-01-23", "Homework 2 2026-02-06"])
    }

    func testTopicsUnderAHeadingThatNamesTheWorkAreThatWork() throws {
        let result = try understand("""
        BIOL 330 Animal Behavior, Fall 2026. Instructor: Dr. R. Lane. Grading: take-home exams 100%.

        # Unit Exam

        | Topic                   | Release Date | Due Date (midnight) |
        | :---:                   | :---:        | :---:               |
        | Perception basics       | Sept 15      | Sept 21             |

        """)
        XCTAssertEqual(result.tasks.map { "\($0.title) \($0.type)" }, ["Unit Exam: Perception basics exam"])
    }

    func testCellsOfARowFoundWhereTextLiesAreNotReadAsADueColumn() throws {
        // The same table as a fixed-width layout: which column a cell is in is not known.
        let result = try understand("""
        HIST 310 Course Calendar, Spring 2026
        Instructor: Dr. R. Lane. Class meets MWF 10:00-10:50 am. Grading: assignments 60%, examination 40%.
        Meeting    Topic           Reading    Assignment(s) due
        1-12 (M)   Introduction    Ch. 1
        1-16 (F)   Methods                    Pick a field site
        1-23 (F)   Surveys         Ch. 2      Source summary

        """)
        XCTAssertTrue(result.tasks.isEmpty)
    }
    func testARowWhoseItemColumnHoldsOnlyALinkIsNamedByItsOtherCell() throws {
        let result = try understand("""
        # STAT 220 Homework, Fall 2026

        Instructor: Dr. R. Lane. Grading: homework 70%, final project 30%.

        |            | Released      | Due                | Assignment             |
        |:-----------|:--------------|:-------------------|:----------------------:|
        | Homework 1 | Sept 1, 10am  | Sept 8, 11:59 pm   | [<i class="fa-file"></i>](hw1.html) |
        | Homework 2 | Sept 8, 10am  | Sept 15, 11:59 pm  | [](hw2.html)           |
        | Notes      | Sept 9        | Sept 10            |                        |

        """)
        XCTAssertEqual(result.tasks.map { "\($0.title) \($0.dueDate) \($0.dueTime.map { "\($0)" } ?? "-")" },
                       ["Homework 1 2026-09-08 23:59", "Homework 2 2026-09-15 23:59"],
                       "the icon's link names nothing; the row's first cell names the work; a row with no link is no deliverable")
    }

    func testRowsUnderAHeadingThatSaysDueDatesAreDeliverablesWhateverTheirWords() throws {
        let result = try understand("""
        ---
        title: Key dates
        ---
        # PHYS 101 Mechanics, Spring 2026

        Instructor: Dr. R. Lane. Class meets MWF 10:00-10:50 am. Grading: problems 30%, notebook 20%, exams 50%.

        ## Homework Due Dates

        #### Section A

        <dl><dt>3-Feb</dt><dd>2.1-2.14</dd>
        <dt>10-Feb</dt><dd>3.5-3.22</dd></dl>

        ## Other Deadlines

        | 2-Mar | Field notebook |
        | 9-Mar | First Exam |
        | 16-Mar | No class (Spring break) |
        | 20-Mar | Read chapter 9 |

        ## Topics

        | 23-Mar | Friction |

        """)
        XCTAssertEqual(result.tasks.map { "\($0.title) \($0.type) \($0.dueDate)" }, [
            "Homework 2.1-2.14 assignment 2026-02-03", "Homework 3.5-3.22 assignment 2026-02-10",
            "Field notebook other 2026-03-02", "First Exam exam 2026-03-09",
        ], "a lower heading keeps the section; a break and a reading name nothing; a section of topics names no deliverable")
    }
    func testAnItemOpeningWithItsDateInADeadlinesSectionIsDueThen() throws {
        let result = try understandText("""
        # Data Analytics Studio

        Instructor: Dr. R. Lane. Weekly meetings on Tuesdays. Projects are done in groups.

        # Deadlines

        + Oct 2, 2023: Assignment 1
        + Oct 9, 2023: Data sourcing plan, with a sample of the data (group)
        + Oct 16, 2023 17:00 - Dashboard prototype (group) (demo in class, fixes accepted until Oct 20)
        + Oct 23: Peer feedback form

        # Readings

        + Oct 2: Chapter 1 (before class)
        """)
        XCTAssertEqual(result.tasks.map { "\($0.title) \($0.dueDate) \($0.dueTime?.description ?? "-")" }, [
            "Assignment 1 2023-10-02 -", "Data sourcing plan, with a sample of the data 2023-10-09 -",
            "Dashboard prototype 2023-10-16 17:00", "Peer feedback form 2023-10-23 -",
        ], "the name runs to its first note; a later date in a note is no deadline; a section of readings names none")
    }

    func testARuledPlainTextTableCutsItsRowsWhereItsColumnsBegin() throws {
        let lines = try readLines("""
        Schedule for the term.

        ==  ==========  ======================  ===============
        #   Date        Topic                   Due
        ==  ==========  ======================  ===============
        1   M Sep 21    - Introduction          Intake survey
                        - Course design
        2   W Sep 23                            Design memo
        --  ----------  ----------------------  ---------------
        3   F Sep 25    - Loads
        ==  ==========  ======================  ===============

        Office hours Tuesdays.
        """)
        XCTAssertEqual(lines.map(\.segments), [
            ["Schedule for the term."], ["#", "Date", "Topic", "Due"],
            ["1", "M Sep 21", "- Introduction", "Intake survey"], ["1", "M Sep 21", "- Course design"],
            ["2", "W Sep 23", "Design memo"], ["3", "F Sep 25", "- Loads"], ["Office hours Tuesdays."],
        ], "the rules are no lines; a line whose first column is blank takes its row's number and date")
        XCTAssertEqual(lines[4].columns, [0, 1, 3], "the empty topic keeps its place")
        XCTAssertTrue(lines[4].hasExactColumns)
        XCTAssertEqual(lines.map(\.number), [1, 4, 6, 7, 8, 10, 13], "the lines keep the numbers they have in the file")
    }

    func testAPandocTableKeepsAnEmptyCellInItsPlace() throws {
        let lines = try readLines("""
        Date          Topic         Reading
        ------------- ------------- ---------------------
        2026-01-13    Introduction
        2026-01-15                  Chapter 1, pages 1-20
        2026-01-20    Memory        Chapter 2

        The schedule may change.
        """)
        XCTAssertEqual(lines[2].segments, ["2026-01-15", "Chapter 1, pages 1-20"])
        XCTAssertEqual(lines[2].columns, [0, 2])
        XCTAssertEqual(lines[4].segments, ["The schedule may change."])
    }

    func testADueColumnOfARuledTableNamesItsDeliverables() throws {
        let result = try understand("""
        MECH 150 Machine Design, Fall 2026. Instructor: Dr. R. Lane. Class meets MWF 10:00-10:50 am.
        Grading: homework 40%, projects 40%, midterm exam 20%.

        ==  ==========  ======================  =================
        #   Date        Topic                   Assignment Due
        ==  ==========  ======================  =================
        1   M Sep 21    - Introduction          Intake survey
                        - Course design
        2   W Sep 23    - Loads
        3   F Sep 25    - Stress                Proj. 1: sketches
        ==  ==========  ======================  =================
        """)
        XCTAssertEqual(result.tasks.map { "\($0.title) \($0.dueDate)" }, ["Intake survey 2026-09-21", "Proj. 1 2026-09-25"],
                       "the name runs to its colon, as in any deliverables table")
    }
    func testLinksInATableOfReleaseAndDueDatesAreItsDeliverables() throws {
        let result = try understand("""
        # INFO 720 Prototyping, Fall 2026

        Instructor: Dr. R. Lane. Class meets TR 2:00-3:15 pm. Grading: assignments 70%, final project 30%.

        Assigned    | Due          | Link
        ------------|--------------|-----------
        Tue, Aug 25 | Wed, Aug 26  | [Intake survey](https://example.org/survey)
        Thu, Aug 27 | Tue, Sep 15  | [IA 1](ia1.html)
        Tue, Nov 17 | Exam period  | [Final demo](final.html)

        """)
        XCTAssertEqual(result.tasks.map { "\($0.title) \($0.dueDate)" }, ["Intake survey 2026-08-26", "IA 1 2026-09-15"],
                       "a row is a deliverable by its place in the table, a link or not; 'Exam period' under Due says when, not what")
    }
    func testAYAMLScheduleIsReadAsATable() throws {
        let document = try PlainTextExtractor().extract(InputDocument(name: "schedule.yml", data: Data("""
            # ECON 615 Dynamic Optimization, Fall 2026. Instructor: Dr. R. Lane. Grading: problem sets 40%, exams 40%, paper 20%.
            - date: '2026-09-15'
              topic: Intro to linear programming
              reading: Chapter 1
              due: ''
            - date: '2026-09-17'
              topic: Simplex method
              reading: ''
              due: Problem Set 1
            - date: '2026-09-22'
              topic: No Class
              reading: ''
              due: ''
            - date: '2026-09-24'
              topic: Exam 1
              reading: ''
              due: Choose a dataset
            """.utf8)), as: .supported(.text, encoding: .utf8))
        let result = try DocumentUnderstanding(extractor: RuleExtractor(),
                                               options: NormalizationOptions(today: CivilDate(year: 2026, month: 11, day: 23)!))
            .understand(document, sha256: "")
        XCTAssertEqual(Set(result.tasks.map { "\($0.title) \($0.dueDate)" }),
                       ["Problem Set 1 2026-09-17", "Exam 1 2026-09-24", "Choose a dataset 2026-09-24"])
    }
    func testAWeeklyTableOfDueDatesNamesEachDateByItsColumn() throws {
        let result = try understand("""
        # CS 8 Programming, Spring 2026

        Instructor: Dr. R. Lane. Class meets MWF 10:00-10:50 am. Grading: quizzes 30%, labs 50%, reflections 20%.

        ## Weekly Due Dates

        | Week | **Quiz**{: .label .label-blue} (Mon) | **Lab** (Wed) | Reflection (Sun) |
        |--- |--- |--- |--- |
        | [Week 1](#week-1) | - | - | Apr 5 |
        | [Week 2](#week-2) | Apr 6 | Apr 8 | Apr 12 |
        | [Week 3](#week-3) | Apr 13 | June 1 | - |
        | Week 4 | Apr 20 | see notes | Apr 26 |

        """)
        XCTAssertEqual(result.tasks.map { "\($0.title) \($0.dueDate)" }, [
            "Reflection (Week 1) 2026-04-05", "Quiz (Week 2) 2026-04-06", "Lab (Week 2) 2026-04-08",
            "Reflection (Week 2) 2026-04-12", "Quiz (Week 3) 2026-04-13", "Lab (Week 3) 2026-06-01",
        ], "a Kramdown attribute list is no text; a weekday note leaves the name; a row with words besides its dates is not read so")
    }
    func testDottedMonthDaysUnderADateHeaderAreDatesWhenTheyRise() throws {
        let lines = try readLines("""
        | Week | Date  | Material            |
        |------|-------|---------------------|
        | 1    | 8.23  | Overview            |
        | 2    | 8.30  | Space and time      |
        | 3    | 9.6   | Idealism            |

        | Section | Date | Topic |
        |---------|------|-------|
        | 1       | 1.2  | Sets  |
        | 2       | 1.10 | Maps  |
        | 3       | 1.3  | Groups |
        """, name: "schedule.md")
        XCTAssertEqual(lines.filter { !$0.dates.isEmpty }.map { $0.dates[0].expression.value }, [
            .numeric(first: 8, second: 23, year: nil, dayFirst: false), .numeric(first: 8, second: 30, year: nil, dayFirst: false),
            .numeric(first: 9, second: 6, year: nil, dayFirst: false),
        ], "numbers that do not rise as days do are no dates")
    }

    func testDottedMonthDaysUnderADueDateHeaderMayShareADayAndARowMayBeShort() throws {
        let lines = try readLines("""
        Lab | Due Date | Topic | Quiz
        --- | -------- | ----- | ----
        Lab 1 | 01.15 | Rocks | Quiz A
        Lab 2a | 01.22 | Soils | Quiz B
        Lab 2b | 01.22 | Water | Quiz B
        Lab 3 | 01.29 | Ice
        """, name: "labs.md")
        XCTAssertEqual(lines.filter { !$0.dates.isEmpty }.map(\.dates[0].expression.text), ["01.15", "01.22", "01.22", "01.29"])
    }

    /// A column headed "… due" lists work due on the row's date whatever the work is called; a cell lists
    /// numbered pieces ("skill 03, redo 01", "reading 01<br>skill 02"); a cell of numbers only is the
    /// header's work with them ("Preview 1–4"). Beside a deliverables column both are read.
    func testAColumnHeadedAsSomeWorkDueNamesItsNumberedPieces() throws {
        let skills = try understand("""
        # MATH 111 Calendar, Fall 2025

        | Week | Date     | Topic          | Skills due         | Assignments    |
        |------|----------|----------------|--------------------|----------------|
        | 1    | Tu, 9/2  | Floating point | skill 01           |                |
        |      | Th, 9/4  | Conditioning   | skill 02, redo 01  | Problem set 01 |
        | 2    | Tu, 9/9  | Least squares  | skill 03 redo 02   |                |

        """)
        XCTAssertEqual(Set(skills.tasks.map { "\($0.title) \($0.dueDate)" }), [
            "skill 01 2025-09-02", "skill 02 2025-09-04", "redo 01 2025-09-04", "Problem Set 01 2025-09-04",
            "skill 03 2025-09-09", "redo 02 2025-09-09",
        ])
        let previews = try understand("""
        # MATH 110 Calendar, Fall 2025

        | Date       | Day | Preview due | Topic   |
        |------------|-----|-------------|---------|
        | 2025/09/03 | W   | 1–4         | Limits  |
        | 2025/09/05 | F   | 5–11        | Slopes  |
        | 2025/09/08 | M   |             | Review  |

        """)
        XCTAssertEqual(previews.tasks.map { "\($0.title) \($0.dueDate)" }, ["Preview 1–4 2025-09-03", "Preview 5–11 2025-09-05"])
    }

    /// "Readings due" lists material to read, and "Due" alone gives no name to a cell of numbers.
    func testAColumnOfReadingsDueOrOfBareNumbersUnderDueNamesNothing() throws {
        XCTAssertTrue(TaskReader.namesOnlyWork("Preview due"))
        XCTAssertTrue(TaskReader.namesOnlyWork("Preclass/Class due"))
        XCTAssertFalse(TaskReader.namesOnlyWork("Readings due"))
        XCTAssertFalse(TaskReader.namesOnlyWork("Topics and readings due"))
        XCTAssertFalse(TaskReader.namesOnlyWork("Preview"))
        XCTAssertEqual(TaskReader.workNamed(byDueHeader: "Preview due"), "Preview")
        XCTAssertEqual(TaskReader.workNamed(byDueHeader: "Memos due by 5pm"), "Memo")
        XCTAssertNil(TaskReader.workNamed(byDueHeader: "Due"))
        XCTAssertEqual(TaskReader.numberedItems(in: "reading 02 skill 04, redo 02"), ["reading 02", "skill 04", "redo 02"])
        XCTAssertEqual(TaskReader.numberedItems(in: "Lab 3 and Quiz 2"), ["Lab 3", "Quiz 2"])
        XCTAssertNil(TaskReader.numberedItems(in: "Problem set 01"), "one piece is no list")
        XCTAssertNil(TaskReader.numberedItems(in: "Chapter 3 and 4"))
        XCTAssertNil(TaskReader.numberedItems(in: "Read the three main papers 2"))
    }

    /// "The listed reading assignments should be completed by 10am": the words point at work listed
    /// elsewhere and name no piece of it.
    func testWordsThatPointAtAListNameNoDeliverable() throws {
        XCTAssertTrue(TaskReader.pointsAtAList("note that the listed reading "))
        XCTAssertTrue(TaskReader.pointsAtAList("submit the following "))
        XCTAssertTrue(TaskReader.pointsAtAList("complete all above "))
        XCTAssertFalse(TaskReader.pointsAtAList("the first "))
        XCTAssertFalse(TaskReader.pointsAtAList("in the week following "), "'the week following the midterm' names when, not a list")
        let result = try understand("""
        # STAT 335 Schedule, Fall 2022

        Instructor: Dr. R. Lane. Class meets MWF 10:00-10:50 am. Grading: homework 40%, exams 60%.

        ### Wednesday, September 7

        *Note that the listed reading assignments should be completed by 10am and submitted online.*

        - Homework 1 due 11:59pm

        """)
        XCTAssertEqual(result.tasks.map { "\($0.title) \($0.dueDate)" }, ["Homework 1 2022-09-07"])
    }

    /// "Ungraded Exercise 1, Propositional logic exercise": one piece of work and what it is about;
    /// "Homework 3, final paper" is two.
    func testANumberedNameAndItsDescriptionAreOneDeliverable() throws {
        XCTAssertTrue(TaskReader.describes("Propositional logic exercise", numbered: "Ungraded Exercise 1"))
        XCTAssertTrue(TaskReader.describes("Predicate logic assignments", numbered: "Graded Assignment 3"))
        XCTAssertFalse(TaskReader.describes("final paper", numbered: "Homework 3"))
        XCTAssertFalse(TaskReader.describes("Exercise 2", numbered: "Exercise 1"), "two numbered pieces are two")
        let result = try understand("""
        # LIS 561 Schedule, Spring 2026

        Instructor: Dr. R. Lane. Class meets Tuesdays 6:00-8:50 pm. Grading: exercises 40%, assignments 60%.

        ## Week 2, Tuesday, February 3

        **Due:** **Ungraded Exercise 1**, Propositional logic exercise

        **Due:** **Graded Assignment 2**, Propositional logic assignment

        ## Week 3, Tuesday, February 10

        - Homework 3 due, and the final paper due on February 10

        """)
        XCTAssertEqual(Set(result.tasks.map { "\($0.title) \($0.dueDate)" }), [
            "Ungraded Exercise 1 2026-02-03", "Graded Assignment 2 2026-02-03", "Homework 3 2026-02-10", "Final Paper 2026-02-10",
        ])
    }

    /// A cell of several lines (its line breaks read as "; ") lists one deliverable a line, under a column
    /// of deliverables and under a due column alike.
    func testACellOfSeveralLinesListsOneDeliverableALine() throws {
        XCTAssertEqual(TaskReader.dueCellItems("Thunkable Assignment 2; COGS TED Activity"), ["Thunkable Assignment 2", "COGS TED Activity"])
        XCTAssertEqual(TaskReader.dueCellItems("Due:; - Creature exercise; - Sign up for the forum"), ["Creature exercise", "Sign up for the forum"])
        let result = try understand("""
        # APSC 1001 Schedule, Fall 2020

        Instructor: Dr. R. Lane. Class meets Fridays 10:00-11:50 am. Grading: homework 60%, final project 40%.

        | Date     | Lecture Topic      | Hands-on Lab Work          | What's Due                                   |
        |----------|--------------------|----------------------------|----------------------------------------------|
        | 11/6/20  | Mechanical design  | Python for-loops           | Python HW3<br>Thunkable Assignment 3<br>System Dynamics COGS |
        | 11/13/20 | Computer science   | Image encryption           | Python HW4                                   |

        """)
        XCTAssertEqual(Set(result.tasks.map { "\($0.title) \($0.dueDate)" }), [
            "Python HW3 2020-11-06", "Thunkable Assignment 3 2020-11-06", "System Dynamics COGS 2020-11-06", "Python HW4 2020-11-13",
        ])
    }

    func testATableOfWorkHandedOutAndInIsDueWhenHandedIn() throws {
        let tasks = try understand("""
            # CS 100 Assignments, Fall 2019

            | Homework | Out | In |
            |---|---|---|
            | HW 1 | Sept 5 | Sept 10 12PM |
            | HW 2 | Sept 12 | Sept 14 12PM |
            """).tasks.map { "\($0.title) \($0.dueDate) \($0.dueTime.map(String.init(describing:)) ?? "-")" }
        XCTAssertEqual(tasks, ["Homework 1 2019-09-10 12:00", "Homework 2 2019-09-14 12:00"])
    }

    func testRowsNumberedUnderAKindAreThatKindsPieces() throws {
        let tasks = try understand("""
            # CS 100 Assignments, Fall 2019

            ## Drills

            | Drill # | Out | In |
            |---|---|---|
            | 1 | Sept 5 | Sept 10 |
            | None | Sept 12 | Sept 14 |
            | 2 - part 1 | Sept 19 | Sept 24 |

            ## Homeworks

            | # | Out | Due |
            |---|---|---|
            | 1 | Sept 5 | Sept 11 |
            """).tasks.map { "\($0.title) \($0.dueDate)" }
        XCTAssertEqual(tasks, ["Drill 1 2019-09-10", "Homework 1 2019-09-11", "Drill 2 - part 1 2019-09-24"],
                       "a row whose name cell says 'None' has no work")
    }

    func testRowsThatLeaveTheirNameOutAreNumberedAsTheirTableNumbersThem() throws {
        let tasks = try understand("""
            # CS 100 Assignments, Fall 2019

            ## Homeworks

            | Week | Assignment | Out | In |
            |---|---|---|---|
            | 0 | Surveys | Sept 5 | Sept 9 |
            | 1 |  | Sept 7 | Sept 11 |

            ## Projects

            | Project | Out | In |
            |---|---|---|
            |  | Oct 3 | Oct 16 |
            |  | Oct 24 | Nov 6 |
            """).tasks.map { "\($0.title) \($0.dueDate)" }
        XCTAssertEqual(tasks, ["Homeworks: Surveys 2019-09-09", "Homework (week 1) 2019-09-11", "Project 1 2019-10-16", "Project 2 2019-11-06"])
    }

    func testAScheduleRowThatLeavesItsWorkCellEmptyHasNoWork() throws {
        let tasks = try understand("""
            # CS 100 Schedule, Fall 2019

            Instructor: Dr. A. Rivera. Grading: homework 40%, midterm 60%.

            | Date | Topic | Assignment |
            |---|---|---|
            | Sept 5 | Intro |  |
            | Sept 12 | Loops | HW 1 |
            | Sept 19 | Arrays |  |
            | Sept 26 | Review | HW 2 |
            """).tasks.map { "\($0.title) \($0.dueDate)" }
        XCTAssertEqual(tasks, ["Homework 1 2019-09-12", "Homework 2 2019-09-26"], "only a table of release and due dates numbers rows with no name")
    }

    func testALinkUnderAnAssignmentColumnDatedByItsDueColumnIsTheAssignment() throws {
        let tasks = try understand("""
            # FOR 100 Assignments, Fall 2024

            | Assignment | Available | Due |
            |---|---|---|
            | [Lecture ticket 1](tickets/ticket_01.qmd) | Tuesday 8/27 (by 5pm) | Thursday 8/29 (in lecture) |
            | [Lecture ticket 2](tickets/ticket_02.qmd) | Thursday 8/29 (by 5pm) | Tuesday 9/3 (in lecture) |

            | Date | Topic | Materials |
            |---|---|---|
            | 9/5 | Loops | [Handout](loops.pdf) |
            """).tasks.map { "\($0.title) \($0.dueDate)" }
        XCTAssertEqual(tasks, ["Lecture ticket 1 2024-08-29", "Lecture ticket 2 2024-09-03"],
                       "a link in a schedule's materials column is no work")
    }

    func testWhatsGoingOnHeadsSessionsWhatsDueHeadsWork() throws {
        let rows = "| 9/23 | L1 Why are you here |\n| 9/30 | HW0 Due (graded for completion) |\n| 10/2 | L2 Median and Selection |\n| 10/3 | HW1 Due (L1, L2) |\n| 10/16 | EXAM 1 (L1-L2) |\n"
        let sessions = try understand("# Schedule, Fall 2025\n\n| Date | What's Going On? |\n|---|---|\n" + rows).tasks.map(\.title)
        XCTAssertEqual(sessions, ["Homework 0", "Homework 1", "Exam 1"], "a lecture is no work")
        let work = try understand("# Schedule, Fall 2025\n\n| When | What |\n|---|---|\n| 9/30 | Reflection |\n| 10/3 | Survey |\n| 10/10 | Poster |\n").tasks.map(\.title)
        XCTAssertEqual(work, ["Reflection", "Survey", "Poster"], "'What' heads the work, whatever it is called")
    }

    func testSubmissionOfAPieceOfWorkSaysItIsDue() throws {
        let table = """
        # Genomics, Fall 2015

        | Week | Date      | Topic        | Comments                   |
        |------|-----------|--------------|----------------------------|
        | 1    | 9/11/2015 | Intro        |                            |
        | 2    | 9/18/2015 | Genetics     | Homework 1 due             |
        | 3    | 9/25/2015 | Metagenomics | Homework 2 due             |
        | 4    | 10/2/2015 | Forensics    | Submission of final report |
        """
        XCTAssertEqual(try understand(table).tasks.map { "\($0.title) \($0.dueDate)" },
                       ["Homework 1 2015-09-18", "Homework 2 2015-09-25", "Final Report 2015-10-02"])
    }
}
