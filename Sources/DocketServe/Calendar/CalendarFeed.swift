import Docket
import DocketRun
import Foundation
import Hummingbird
import NIOCore

/// `GET /v1/calendar.ics` and `GET /v1/calendars/{course}.ics`: a calendar to subscribe to, of
/// every document its ``CalendarSource`` holds, or of one course (``CourseIdentity`` key, e.g.
/// `cs101-fall-2025`).
///
/// Written with each item's revision from the history, so a moved deadline comes with a higher
/// SEQUENCE and a dropped task as `STATUS:CANCELLED`; with `REFRESH-INTERVAL`/`X-PUBLISHED-TTL`
/// asking clients to poll; and with an `ETag`, so a poll of an unchanged feed is a 304 without a
/// body. The calendar's bytes depend only on the documents and their history (never on the
/// clock), so the ETag changes exactly when the calendar does.
public struct CalendarFeed: Sendable {
    public let source: any CalendarSource
    /// Seconds subscribed clients are asked to wait between fetches.
    public let refreshInterval: Int

    /// The term the feed holds (`--term`, else the config's `"term"`): documents of other terms are
    /// left out, as `docket ingest --term` leaves them out of its calendar; nil: every term.
    public let term: WantedTerm?

    public static let defaultRefreshInterval = 3600

    public init(source: any CalendarSource = EmptyCalendarSource(), refreshInterval: Int = CalendarFeed.defaultRefreshInterval,
                term: WantedTerm? = nil) {
        self.source = source
        self.refreshInterval = refreshInterval
        self.term = term
    }

    /// The source's documents of the feed's term (all without one); a document that names no term
    /// is of no other, so it stays. No error when none is left: a subscriber gets an empty calendar.
    public func documents() async -> [FeedDocument] {
        let all = await source.documents()
        guard let term else { return all }
        return all.filter { $0.document.term == nil || term.matches($0.document.term) }
    }

    /// The calendar of the documents (of one course when `course` is given), in `timeZone`.
    /// nil when no document is of that course.
    public func calendar(_ documents: [FeedDocument], course: String?, timeZone: String, today: CivilDate) throws -> String? {
        let chosen = course.map { course in documents.filter { CourseIdentity($0.document).key == course } } ?? documents
        if course != nil && chosen.isEmpty { return nil }
        var options = EmitOptions(today: today, timeZone: timeZone, generatedAt: 0)
        options.refreshInterval = refreshInterval
        for entry in chosen {
            options.revisions.merge(entry.version.revisions) { $1 }
            options.cancelled[entry.document.source, default: []] += entry.version.cancelled
        }
        if chosen.isEmpty { options.calendarName = "Docket" }
        return try ICSEmitter().emit(chosen.map(\.document), options: options)
    }

    /// The answer to a GET: 200 with the calendar and its ETag, 304 when `If-None-Match` names it,
    /// 404 for a course the feed does not hold.
    func response(to request: Request, course: String?, settings: WorkerSettings) async throws -> Response {
        let documents = await documents()
        let zone = settings.timeZone
        let today = settings.today ?? .today(in: TimeZone(identifier: zone) ?? TimeZone(secondsFromGMT: 0) ?? .current)
        let text: String?
        do {
            text = try calendar(documents, course: course, timeZone: zone, today: today)
        } catch {
            throw Problem(.internalServerError, "cannot write the calendar: \(error)")
        }
        guard let text else {
            let known = Set(documents.map { CourseIdentity($0.document).key }).sorted()
            throw Problem(.notFound, "no course '\(course ?? "")' in the calendar"
                          + (known.isEmpty ? " (it holds none yet)" : " (courses: \(known.joined(separator: ", ")))"))
        }
        let tag = EntityTag(body: text)
        var headers: HTTPFields = [.eTag: tag.value, .cacheControl: "no-cache"]
        if let wanted = request.headers[.ifNoneMatch], tag.isMatched(byIfNoneMatch: wanted) {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentType] = "text/calendar; charset=utf-8"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}
