import DocketUnderstand
import Foundation

/// `{"documents": [...]}` as published in schemas/docket-output.schema.json, tasks kept to the window.
public struct JSONEmitter: Emitter {
    public init() {}

    public func emit(_ documents: [UnderstoodDocument], options: EmitOptions) throws -> String {
        let kept = documents.map { document -> UnderstoodDocument in
            // Ids are given before the window is applied: they never depend on --from / --until.
            var copy = document.tasks.contains { $0.id.isEmpty } || document.meetings.contains { $0.id.isEmpty }
                ? document.withIdentities() : document
            copy.tasks = copy.tasks.filter { options.keeps($0.dueDate) }
            return copy
        }
        return try JSON.encode(DocumentList(documents: kept))
    }
}

/// The top-level JSON shape.
public struct DocumentList<Item: Encodable>: Encodable {
    public var documents: [Item]

    public init(documents: [Item]) {
        self.documents = documents
    }
}

/// JSON as Docket writes it: keys sorted (stable diffs), slashes unescaped.
public enum JSON {
    public static func encode<T: Encodable>(_ value: T, pretty: Bool = true) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        // An instant (a document's creation date) as people and jq read it, not seconds since 2001.
        encoder.dateEncodingStrategy = .iso8601
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
