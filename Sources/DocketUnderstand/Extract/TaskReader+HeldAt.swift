extension TaskReader {
    /// The one explicit time written with an exam's name in a cell that gives no date and no weight:
    /// "(Exam 3, 9-12 noon)", "Final exam: 2:00-5:00 pm, Room 101". The exam's date comes from
    /// elsewhere (the schedule); what is said of the same exam in both places is one task.
    static func heldAt(_ hit: TaskVocabulary.Hit, window: Range<String.Index>, marks: LineMarks, line: DocumentLine) -> TimeOfDay? {
        let cell = marks.segment(around: hit.range)
        guard !line.dates.contains(where: { cell.overlaps($0.range) }), !line.text[cell].contains("%") else { return nil }
        let held = line.times.filter { $0.isExplicit && window.contains($0.range.lowerBound) && cell.contains($0.range.lowerBound) }
        return held.count == 1 ? held[0].time : nil
    }
}
