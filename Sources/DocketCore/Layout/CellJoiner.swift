/// Joins table cells that wrap onto lines of their own back to their row.
///
/// In a schedule table a long item wraps inside its cell, and a short date cell is often centred
/// beside it, so a row is printed on several physical lines: the date on one, the item's pieces
/// above and below. A *fragment* line that leaves the row's first column empty, whose pieces either
/// continue one of the row's cells (same left edge) or fill a column the row leaves empty, and that
/// sits within a line's distance of the row, is joined to the nearest such row.
struct CellJoiner {
    var segmentGap: Double

    func join(_ lines: [Line]) -> [Line] {
        var owner = [Int?](repeating: nil, count: lines.count)
        var index = 0
        while index < lines.count {
            guard !isRow(lines[index]) else { index += 1; continue }
            // A block of fragment lines between two rows (or a row and the edge of the page).
            var end = index
            while end < lines.count, !isRow(lines[end]) { end += 1 }
            assign(block: index..<end, in: lines, to: &owner)
            index = end
        }
        var output: [Line] = []
        for index in lines.indices where owner[index] == nil {
            let above = lines.indices.filter { owner[$0] == index && $0 < index }
            let below = lines.indices.filter { owner[$0] == index && $0 > index }
            output.append(above.isEmpty && below.isEmpty
                ? lines[index]
                : merge(row: lines[index], above: above.map { lines[$0] }, below: below.map { lines[$0] }))
        }
        return output
    }

    private func isRow(_ line: Line) -> Bool {
        line.segments.count >= 2 && line.segments.allSatisfy { $0.box != nil } && line.box != nil
    }

    /// Splits a block of fragments between the row above and the row below.
    ///
    /// A table's rows are set apart by a little more space than the lines inside a cell, so the block
    /// is cut at its widest gap: what is above goes to the row above (cells aligned to the top), what
    /// is below to the row below (a date centred beside a wrapped item). With no clearly widest gap,
    /// the whole block continues the row above, the common top-aligned case.
    private func assign(block: Range<Int>, in lines: [Line], to owner: inout [Int?]) {
        let above = block.lowerBound - 1, below = block.upperBound
        let rowAbove = lines.indices.contains(above) ? above : nil
        let rowBelow = lines.indices.contains(below) ? below : nil
        guard rowAbove != nil || rowBelow != nil,
              block.allSatisfy({ lines[$0].box != nil }) else { return }
        let chain = (rowAbove.map { [$0] } ?? []) + Array(block) + (rowBelow.map { [$0] } ?? [])
        let centres = chain.compactMap { lines[$0].box?.midY }
        guard centres.count == chain.count else { return }
        let pitches = zip(centres.dropFirst(), centres).map { $0 - $1 }
        // `split` fragments go to the row above, the rest to the row below.
        var split: Int
        if rowAbove == nil {
            split = 0
        } else if rowBelow == nil {
            split = block.count
        } else {
            let narrowest = pitches.min() ?? 0
            let widest = pitches.indices.max { pitches[$0] < pitches[$1] } ?? pitches.count - 1
            split = pitches[widest] > 1.15 * narrowest ? widest : block.count
        }
        if let rowAbove {
            var previous = rowAbove
            for fragment in block.prefix(split) {
                guard close(lines[previous], lines[fragment]), fits(lines[fragment], row: lines[rowAbove]) else { break }
                owner[fragment] = rowAbove
                previous = fragment
            }
        }
        if let rowBelow {
            var previous = rowBelow
            for fragment in block.suffix(block.count - split).reversed() {
                guard close(lines[previous], lines[fragment]), fits(lines[fragment], row: lines[rowBelow]) else { break }
                owner[fragment] = rowBelow
                previous = fragment
            }
        }
    }

    /// Lines within a line's distance of each other.
    private func close(_ a: Line, _ b: Line) -> Bool {
        guard let first = a.box, let second = b.box else { return false }
        return abs(first.midY - second.midY) <= 1.6 * max(first.height, second.height)
    }

    /// Whether a fragment line's pieces continue the row's cells or fill columns the row leaves empty.
    private func fits(_ fragment: Line, row: Line) -> Bool {
        guard let rowBox = row.box, let fragmentBox = fragment.box,
              let first = row.segments.first?.box else { return false }
        let height = rowBox.height
        guard abs(fragmentBox.height - height) <= 0.5 * height,
              fragmentBox.x0 > first.x1 + 0.2 * height else { return false }
        return fragment.segments.allSatisfy { piece in
            guard let pieceBox = piece.box else { return false }
            return row.segments.contains { abs(($0.box?.x0 ?? .infinity) - pieceBox.x0) <= 0.6 * height }
                || !row.segments.contains { cell in
                    guard let cellBox = cell.box else { return false }
                    return min(cellBox.x1, pieceBox.x1) > max(cellBox.x0, pieceBox.x0)
                }
        }
    }

    private func merge(row: Line, above: [Line], below: [Line]) -> Line {
        guard let height = row.box?.height else { return row }
        var cells = row.segments
        func place(_ piece: Segment, before: Bool) {
            guard let pieceBox = piece.box else { return }
            if let index = cells.firstIndex(where: { abs(($0.box?.x0 ?? .infinity) - pieceBox.x0) <= 0.6 * height }) {
                let cell = cells[index]
                cells[index] = Segment(text: before ? piece.text + " " + cell.text : cell.text + " " + piece.text,
                                       box: cell.box.map { $0.union(pieceBox) })
            } else {
                let position = cells.firstIndex { ($0.box?.x0 ?? 0) > pieceBox.x0 } ?? cells.count
                cells.insert(piece, at: position)
            }
        }
        for line in above.reversed() {
            for piece in line.segments { place(piece, before: true) }
        }
        for line in below {
            for piece in line.segments { place(piece, before: false) }
        }
        let box = ([row.box] + above.map(\.box) + below.map(\.box)).compactMap { $0 }.union
        let confidences = ([row] + above + below).compactMap(\.confidence)
        let confidence = confidences.isEmpty ? nil : (confidences.reduce(0, +) / Double(confidences.count) * 10).rounded() / 10
        return Line(segments: cells, box: box, confidence: confidence)
    }
}
