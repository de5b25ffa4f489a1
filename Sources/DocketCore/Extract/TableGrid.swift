/// Places a table's cells on its grid as a browser or a word processor lays them out, so that a row's
/// n-th segment is the cell under the header's n-th column even where cells span columns or rows:
///
///     Week       | Date     | Topic         | Due
///     1 (2 rows) | Tu, 9/5  | Floating point|
///                | Th, 9/7  | Conditioning  | Skill 01      <- written as three cells
///
/// A cell spanning columns (`colspan`, `w:gridSpan`) is followed by an empty segment for each further
/// column it covers; a cell spanning rows (`rowspan`) leaves an empty segment at its place in each row
/// below it. The text stays in the first row only: a deliverable spanning two rows is due once, and
/// what a spanned date cell governs is the understanding stage's to decide, not the grid's.
///
/// A row of one cell spanning several columns with no spanned cell from above ("Spring Break" across
/// the table) is a banner, not a row of the grid, and stays one segment. A row the grid cannot hold
/// (``maximumColumns``, ``placeholderBudget``) stays as written, one segment per cell.
public struct TableGrid: Sendable {
    /// One cell as the document wrote it.
    public struct Cell: Sendable, Equatable {
        public var text: String
        public var rowSpan: Int
        public var columnSpan: Int

        public init(text: String, rowSpan: Int = 1, columnSpan: Int = 1) {
            self.text = text
            self.rowSpan = rowSpan
            self.columnSpan = columnSpan
        }
    }

    /// The widest grid placed, as for comma-separated pages: a row that would reach past it (a data
    /// export, or a hostile `colspan="100000"`) is kept as written, one segment per cell.
    public static let maximumColumns = 200
    /// Browsers cap `rowspan` at 65,534.
    public static let maximumRowSpan = 65_534
    /// The empty cells one table may gain from spans: past it, rows are kept as written, so a page of
    /// cells spanning thousands of rows costs memory in proportion to what it holds.
    public static let placeholderBudget = 100_000

    /// For each column, how many more rows a cell from above still covers.
    private var covered: [Int] = []
    private var placeholdersLeft = Self.placeholderBudget

    public init() {}

    /// Parses a `rowspan`/`colspan`/`w:gridSpan` value: a positive integer, else 1. HTML reads leading
    /// digits ("2px" is 2); `rowspan="0"` (to the end of the section) is taken as 1, the common reading.
    public static func span(_ value: String?, limit: Int) -> Int {
        guard let value else { return 1 }
        let digits = value.drop { $0 == " " }.prefix { $0.isASCII && $0.isNumber }.prefix(7)
        guard let number = Int(digits), number >= 1 else { return 1 }
        return min(number, limit)
    }

    /// The segments' texts of the next row, in grid order.
    public mutating func place(_ cells: [Cell]) -> [String] {
        if cells.count == 1, cells[0].columnSpan > 1, cells[0].rowSpan <= 1, covered.allSatisfy({ $0 == 0 }) {
            return [cells[0].text]
        }
        var grid = covered
        var texts: [String] = []
        var placeholders = 0
        var column = 0
        func skipCovered() {
            while column < grid.count, grid[column] > 0 {
                grid[column] -= 1
                texts.append("")
                placeholders += 1
                column += 1
            }
        }
        for cell in cells {
            skipCovered()
            let width = max(cell.columnSpan, 1)
            guard column + width <= Self.maximumColumns else { return asWritten(cells) }
            texts.append(cell.text)
            texts += repeatElement("", count: width - 1)
            placeholders += width - 1
            if grid.count < column + width { grid += repeatElement(0, count: column + width - grid.count) }
            for spanned in column..<(column + width) {
                grid[spanned] = max(min(cell.rowSpan, Self.maximumRowSpan) - 1, 0)
            }
            column += width
        }
        // Cells from above that cover the row's last columns, and any missing cell before them.
        if let last = grid.lastIndex(where: { $0 > 0 }), last >= column {
            for index in column...last {
                if grid[index] > 0 { grid[index] -= 1 }
                texts.append("")
                placeholders += 1
            }
        }
        guard placeholders <= placeholdersLeft else { return asWritten(cells) }
        placeholdersLeft -= placeholders
        covered = grid
        return texts
    }

    /// A row kept as written: one segment per cell; the cells from above still count it.
    private mutating func asWritten(_ cells: [Cell]) -> [String] {
        for index in covered.indices where covered[index] > 0 { covered[index] -= 1 }
        return cells.map(\.text)
    }
}
