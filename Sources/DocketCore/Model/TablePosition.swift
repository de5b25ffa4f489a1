/// Where a line sits in a table whose structure the source format states (DOCX, ODT and HTML tables).
public struct TablePosition: Codable, Sendable, Equatable {
    /// The table's index in the document, counted from 0 in reading order.
    public var table: Int
    /// The row's index in its table, from 0.
    public var row: Int
    /// 0 for a top-level table, 1 for a table inside a cell, and so on.
    public var depth: Int
    /// True when the source marks the row as a header (HTML `<thead>` or a row of `<th>` only, an ODT
    /// header row); nil when the format does not say.
    public var isHeader: Bool?

    public init(table: Int, row: Int, depth: Int, isHeader: Bool? = nil) {
        self.table = table
        self.row = row
        self.depth = depth
        self.isHeader = isHeader
    }
}
