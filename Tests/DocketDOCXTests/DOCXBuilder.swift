import DocketCore
import DocketDOCX
import Foundation

/// Builds small DOCX packages for tests.
struct DOCXBuilder {
    static let wordNamespace = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
    static let namespaces = [
        #"xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main""#,
        #"xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006""#,
        #"xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape""#,
        #"xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing""#,
        #"xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main""#,
        #"xmlns:v="urn:schemas-microsoft-com:vml""#,
        #"xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships""#,
        #"mc:Ignorable="wps""#,
    ].joined(separator: " ")
    static let declaration = #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"#

    /// The body content of word/document.xml.
    var body: String
    var headers: [(name: String, content: String)] = []
    var footers: [(name: String, content: String)] = []
    /// The `w:footnote` elements.
    var footnotes: String?
    var endnotes: String?
    /// Write word/_rels/document.xml.rels.
    var writesRelationships = true
    /// Relationship targets that name no part.
    var danglingTargets: [String] = []
    /// Replaces word/document.xml's bytes.
    var documentBytes: [UInt8]?
    /// The content of docProps/core.xml's `dcterms:created`, when the package has core properties.
    var created: String?

    init(body: String) {
        self.body = body
    }

    static func document(_ body: String) -> String {
        "\(declaration)\n<w:document \(namespaces)><w:body>\(body)<w:sectPr><w:pgSz w:w=\"12240\" w:h=\"15840\"/></w:sectPr></w:body></w:document>"
    }

    static func part(_ root: String, _ content: String) -> String {
        "\(declaration)\n<w:\(root) \(namespaces)>\(content)</w:\(root)>"
    }

    /// A paragraph of one run.
    static func p(_ text: String) -> String {
        "<w:p><w:r><w:t xml:space=\"preserve\">\(text)</w:t></w:r></w:p>"
    }

    /// A table from rows of cells, each cell's content given as block XML.
    static func table(_ rows: [[String]]) -> String {
        let rowsXML = rows.map { cells in
            "<w:tr>" + cells.map { "<w:tc><w:tcPr><w:tcW w:w=\"2000\" w:type=\"dxa\"/></w:tcPr>\($0.isEmpty ? "<w:p/>" : $0)</w:tc>" }.joined() + "</w:tr>"
        }.joined()
        return "<w:tbl><w:tblPr><w:tblW w:w=\"0\" w:type=\"auto\"/></w:tblPr><w:tblGrid><w:gridCol w:w=\"2000\"/></w:tblGrid>\(rowsXML)</w:tbl>"
    }

    func build() -> Data {
        var zip = ZipWriter()
        zip.addStored("[Content_Types].xml", """
            \(Self.declaration)
            <Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>
            """)
        zip.addStored("_rels/.rels", """
            \(Self.declaration)
            <Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>
            """)
        zip.addStored("word/document.xml", documentBytes ?? Array(Self.document(body).utf8))
        var relationships: [(type: String, target: String)] = [("styles", "styles.xml")]
        for header in headers {
            zip.addStored("word/\(header.name)", Self.part("hdr", header.content))
            relationships.append(("header", header.name))
        }
        for footer in footers {
            zip.addStored("word/\(footer.name)", Self.part("ftr", footer.content))
            relationships.append(("footer", footer.name))
        }
        if let footnotes {
            zip.addStored("word/footnotes.xml", Self.part("footnotes", footnotes))
            relationships.append(("footnotes", "footnotes.xml"))
        }
        if let endnotes {
            zip.addStored("word/endnotes.xml", Self.part("endnotes", endnotes))
            relationships.append(("endnotes", "endnotes.xml"))
        }
        for target in danglingTargets { relationships.append(("header", target)) }
        relationships.append(("hyperlink", "https://example.com/header9.xml"))
        if writesRelationships {
            let list = relationships.enumerated().map { index, relationship in
                let mode = relationship.type == "hyperlink" ? #" TargetMode="External""# : ""
                return #"<Relationship Id="rId\#(index + 10)" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/\#(relationship.type)" Target="\#(relationship.target)"\#(mode)/>"#
            }.joined()
            zip.addStored("word/_rels/document.xml.rels", """
                \(Self.declaration)
                <Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">\(list)</Relationships>
                """)
        }
        zip.addStored("word/styles.xml", Self.part("styles", ""))
        if let created {
            zip.addStored("docProps/core.xml", """
                \(Self.declaration)
                <cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:creator>A. Teacher</dc:creator><dcterms:created xsi:type="dcterms:W3CDTF">\(created)</dcterms:created></cp:coreProperties>
                """)
        }
        return zip.build()
    }
}

/// Extracts a DOCX made in a test, named "test.docx".
func extract(_ data: Data, with extractor: DOCXTextExtractor = DOCXTextExtractor()) throws -> Document {
    try extractor.extract(InputDocument(name: "test.docx", data: data), as: .supported(.docx))
}

/// The lines' texts of a document made from a body.
func lineTexts(body: String) throws -> [String] {
    try extract(DOCXBuilder(body: body).build()).pages.flatMap(\.lines).map(\.text)
}

/// The error a call throws, as a DocketError (nil when it throws nothing or something else).
func docketError(_ body: () throws -> Void) -> DocketError? {
    do {
        try body()
        return nil
    } catch let error as DocketError {
        return error
    } catch {
        return nil
    }
}
