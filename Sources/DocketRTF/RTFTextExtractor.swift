import DocketCore
import Foundation

/// Reads Rich Text Format with a small reader of Docket's own (RTF is text with control words, so
/// no library is needed), into one page of lines. How RTF becomes lines is described on
/// ``RTFReader``.
///
/// Hostile input is bounded: at most ``maximumSize`` bytes, groups nested at most
/// ``maximumDepth`` deep (the reader keeps a stack, never recursing), tables (`\itapN`) no deeper,
/// `\binN` skipped without allocating; the text can never be larger than the file.
public struct RTFTextExtractor: TextExtractor {
    /// 64 MiB: a syllabus with a few embedded pictures (stored as hex) is a few MiB.
    public static let defaultMaximumSize = 64 << 20
    public static let defaultMaximumDepth = 1_000

    public var maximumSize: Int
    public var maximumDepth: Int

    public init(maximumSize: Int = defaultMaximumSize, maximumDepth: Int = defaultMaximumDepth) {
        self.maximumSize = maximumSize
        self.maximumDepth = maximumDepth
    }

    public var formats: Set<Format> { [.rtf] }

    public func extract(_ input: InputDocument, as detection: Detection) throws -> Document {
        guard !input.data.isEmpty else { throw DocketError.empty(file: input.name) }
        guard input.data.count <= maximumSize else {
            throw DocketError.tooLarge(file: input.name, bytes: input.data.count, limit: maximumSize)
        }
        let bytes = [UInt8](input.data)
        guard bytes.starts(with: Array("{\\rtf".utf8)) else {
            throw DocketError.damaged(file: input.name, reason: "not RTF: it does not start with {\\rtf")
        }
        var reader = RTFReader(maximumDepth: maximumDepth)
        do {
            try reader.read(bytes)
        } catch RTFReader.Failure.tooDeep {
            throw DocketError.refused(file: input.name,
                                      reason: "RTF groups nested more than \(maximumDepth) deep; no real document nests so deep")
        } catch RTFReader.Failure.tablesTooDeep {
            throw DocketError.refused(file: input.name,
                                      reason: "RTF tables nested more than \(maximumDepth) deep; no real document nests so deep")
        }
        return Document(source: input.name, format: .rtf,
                        pages: [Page(number: 1, origin: .markup, lines: reader.lines + reader.noteLines)])
    }
}
