/// Names what an OLE2 compound file (the container of legacy Office files) holds.
///
/// A Word 97–2003 document keeps its text in a stream named `WordDocument`; Excel's is `Workbook`
/// (or `Book`), PowerPoint's `PowerPoint Document`. Stream names are UTF-16LE in the file's
/// directory sectors, so finding the name's bytes is enough to tell them apart without parsing
/// the container (the reader does that).
enum CompoundFileSniffer {
    static let magic: [UInt8] = [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1]

    static func classify(_ bytes: [UInt8]) -> Detection {
        if contains(bytes, utf16: "WordDocument") { return .supported(.doc) }
        if contains(bytes, utf16: "Workbook") || contains(bytes, utf16: "Book") {
            return .unsupported("legacy Excel workbook (.xls)")
        }
        if contains(bytes, utf16: "PowerPoint Document") {
            return .unsupported("legacy PowerPoint presentation (.ppt); save it as PDF")
        }
        return .unsupported("legacy Microsoft Office (OLE2) file with no Word document in it; save it as PDF")
    }

    private static func contains(_ bytes: [UInt8], utf16 name: String) -> Bool {
        let needle = name.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        return bytes.firstRange(of: needle) != nil
    }
}
