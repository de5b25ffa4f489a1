import DocketUnderstand

/// When a timed task sits in a calendar, as instants (seconds since 1970).
///
/// - **Things that happen at their time** (an exam, a quiz, a presentation) start then and end at
///   the end the document states ("8:00–10:00 am"); with none stated they are an instant.
/// - **Deadlines** (everything else) are one minute starting at the due time. An instant (no
///   DTEND) is right by RFC 5545, but khal 0.10 gives it an hour, so a 23:59 deadline shows on two
///   days; `DURATION:PT0S` is skipped by calcurse 4 on import. One minute shows once in both
///   (a 23:59 deadline ends at 00:00, which is exclusive), and unlike a span ending at the due time
///   ("23:58–23:59") every calendar still shows the due time itself as the event's time.
enum TaskEventSpan {
    static let happensAtItsTime: Set<TaskType> = [.exam, .quiz, .presentation]
    static let deadlineSeconds = 60

    /// - Parameters:
    ///   - due: the task's time; `statedEnd`: the end the document states, if any.
    static func of(_ type: TaskType, due: Int, statedEnd: Int?) -> (start: Int, end: Int?) {
        if happensAtItsTime.contains(type) {
            return (due, statedEnd.flatMap { $0 > due ? $0 : nil })
        }
        return (due, due + deadlineSeconds)
    }
}
