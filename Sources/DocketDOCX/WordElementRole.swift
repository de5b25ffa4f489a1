import DocketZipXML
/// What an element means to the reader, from its namespace and local name.
enum WordElementRole: Equatable {
    /// `w:p`.
    case paragraph
    /// `w:tbl`.
    case table
    /// `w:tr`.
    case row
    /// `w:tc`.
    case cell
    /// `w:txbxContent`: a text box's own block content.
    case textBoxContent
    /// `mc:AlternateContent`: read one branch (``alternateBranch(of:)``).
    case alternateContent
    /// Content that is not shown or not text: deleted and moved-away revisions, field
    /// instructions, property blocks, `mc:Fallback`.
    case skipped
    /// Anything else: read what is inside (runs, hyperlinks, insertions, content controls,
    /// simple fields, smart tags, drawings…).
    case container

    /// Subtrees in the WordprocessingML namespace whose content is never read.
    private static let skippedWordElements: Set<String> = [
        "del", "moveFrom", "delText", "delInstrText", "instrText", "sym", "tblGrid",
        "footnoteReference", "endnoteReference", "commentReference", "footnoteRef", "endnoteRef",
        "annotationRef", "fldData",
    ]

    init(_ element: XMLElement) {
        let name = element.localName
        let namespace = element.namespace
        if namespace == .wordprocessingML {
            switch name {
            case "p": self = .paragraph
            case "tbl": self = .table
            case "tr": self = .row
            case "tc": self = .cell
            case "txbxContent": self = .textBoxContent
            default:
                // Property blocks: pPr, rPr, sectPr, tblPr, tblPrEx, trPr, tcPr, sdtPr, rPrChange…
                let isProperties = name.hasSuffix("Pr") || name.hasSuffix("PrEx") || name.hasSuffix("PrChange")
                self = isProperties || Self.skippedWordElements.contains(name) ? .skipped : .container
            }
        } else if namespace == .markupCompatibility {
            switch name {
            case "AlternateContent": self = .alternateContent
            case "Fallback": self = .skipped
            default: self = .container
            }
        } else {
            self = .container
        }
    }

    /// The branch of an `mc:AlternateContent` to read: its first `mc:Choice`, or its `mc:Fallback`
    /// when it has no choice. (The fallback repeats the choice, as VML, for older readers.)
    static func alternateBranch(of alternate: XMLElement) -> XMLElement? {
        var fallback: XMLElement?
        for child in alternate.children where child.namespace == .markupCompatibility {
            if child.localName == "Choice" { return child }
            if child.localName == "Fallback" && fallback == nil { fallback = child }
        }
        return fallback
    }
}
