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
/// the table) is a banner, not a row of the grid, and stays one segment.
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

    /// The widest grid placed: a cell spanning more columns, or a row running past it, is cut here, so a
    /// hostile `colspan="100000"` costs nothing (browsers cap `colspan` at 1,000 for the same reason).
    public static let maximumColumns = 1_000
    /// Browsers cap `rowspan` at 65,534.
    public static let maximumRowSpan = 65_534

    /// For each column, how many more rows a cell from above still covers.
    private var covered: [Int] = []

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
        var texts: [String] = []
        var column = 0
        func skipCovered() {
            while column < covered.count, covered[column] > 0, column < Self.maximumColumns {
                covered[column] -= 1
                texts.append("")
                column += 1
            }
        }
        for cell in cells {
            skipCovered()
            guard column < Self.maximumColumns else { break }
            let width = min(max(cell.columnSpan, 1), Self.maximumColumns - column)
            texts.append(cell.text)
            texts += repeatElement("", count: width - 1)
            if covered.count < column + width { covered += repeatElement(0, count: column + width - covered.count) }
            for spanned in column..<(column + width) {
                covered[spanned] = max(min(cell.rowSpan, Self.maximumRowSpan) - 1, 0)
            }
            column += width
        }
        // Cells from above that cover the row's last columns, and any missing cell before them.
        if let last = covered.lastIndex(where: { $0 > 0 }), last >= column {
            for index in column...last {
                if covered[index] > 0 { covered[index] -= 1 }
                texts.append("")
            }
        }
        return texts
    }
}
