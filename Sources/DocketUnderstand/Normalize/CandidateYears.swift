/// The years a vote on a page's year weighs, and which of two that fit equally well it takes.
///
/// The vote weighs the dozen years before `around` (when the page was made, or the year it mentions)
/// and the one after, and takes the nearest to `around`. A page that cites works up to `notBefore` is
/// no older than they are: the vote starts there and takes the earliest year that fits, since weekdays
/// repeat every five, six or eleven years and a course's newest reading is seldom older than that.
struct CandidateYears {
    let years: ClosedRange<Int>
    private let preferred: Int

    init(around: Int, notBefore: Int?) {
        // A bound outside the years weighed says nothing of them.
        if let notBefore, ((around - 12)...(around + 1)).contains(notBefore) {
            years = notBefore...(around + 1)
            preferred = notBefore
        } else {
            years = (around - 12)...(around + 1)
            preferred = around
        }
    }

    func isFarther(_ year: Int, than other: Int) -> Bool { abs(year - preferred) > abs(other - preferred) }

    func isNearer(_ year: Int, than other: Int) -> Bool { abs(year - preferred) < abs(other - preferred) }
}
