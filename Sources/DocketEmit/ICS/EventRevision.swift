/// What the history knows about one calendar item (a task or a meeting, by its id): how many times
/// its content changed, and when it last did. The calendar writes them as SEQUENCE, DTSTAMP and
/// LAST-MODIFIED, so an importer that already holds the item replaces it with the newer one.
public struct EventRevision: Codable, Sendable, Equatable {
    /// RFC 5545 SEQUENCE: 0 for the first version, one more for each change of content.
    public var sequence: Int
    /// When this version was first seen, seconds since 1970 (UTC).
    public var modified: Int

    public init(sequence: Int, modified: Int) {
        self.sequence = sequence
        self.modified = modified
    }

    /// Without a history nothing is known of earlier versions: SEQUENCE 0, and DTSTAMP a fixed
    /// instant rather than the time of the run, so two runs over the same input write the same bytes.
    ///
    /// Why a fixed instant and not one derived from the content (a hash turned into a date): a hash
    /// would order two versions at random, and an importer that compares DTSTAMPs at equal SEQUENCE
    /// could then keep the older one. With one fixed instant the two compare equal and the importer
    /// falls back on its own rule (khal replaces an event by UID on import, so the later import wins).
    /// 2000-01-01T00:00:00Z is a valid UTC DATE-TIME (RFC 5545 §3.8.7.2 asks for UTC only) that
    /// cannot be mistaken for the time of a real run.
    public static let unknown = EventRevision(sequence: 0, modified: 946_684_800)
}
