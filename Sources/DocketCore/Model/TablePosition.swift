/// Where a line sits in a table whose structure the source format states (DOCX tables).
public struct TablePosition: Codable, Sendable, Equatable {
    /// The table's index in the document, counted from 0 in reading order.
    public var table: Int
    /// The row's index in its table, from 0.
    public var row: Int
    /// 0 for a top-level table, 1 for a table inside a cell, and so on.
    public var depth: Int

    public init(table: Int, row: Int, depth: Int) {
        self.table = table
        self.row = row
        self.depth = depth
    }
}
