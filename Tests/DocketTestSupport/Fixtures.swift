import DocketCore
import Foundation

/// The fixtures under `corpora/`, made by `scripts/make-fixtures`, and their expected outputs.
public enum Fixtures {
    /// The repository's root folder.
    public static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url
    }()

    public static let text = root.appendingPathComponent("corpora/text")
    public static let bad = root.appendingPathComponent("corpora/bad")

    /// One entry of `corpora/text/manifest.json`.
    public struct TextFixture: Decodable, Sendable {
        public var file: String
        public var format: String
        public var origins: [String]
        public var compare: String
        public var maxCER: Double?
        public var mustContain: [String]?
        public var note: String?

        public var url: URL { Fixtures.text.appendingPathComponent(file) }

        /// The text `docket text` must print, from `NAME.expected.txt`, trailing whitespace removed.
        public func expectedText() throws -> String {
            let name = (file as NSString).deletingPathExtension + ".expected.txt"
            let text = try String(contentsOf: Fixtures.text.appendingPathComponent(name), encoding: .utf8)
            return Fixtures.trimTrailing(text)
        }

        public func input() throws -> InputDocument {
            InputDocument(name: file, data: try Data(contentsOf: url))
        }
    }

    /// One entry of `corpora/bad/manifest.json`: a file and the `DocketError` case it must raise.
    public struct BadFixture: Decodable, Sendable {
        public var file: String
        public var error: String
        public var note: String?

        public var url: URL { Fixtures.bad.appendingPathComponent(file) }
    }

    public static func textFixtures(format: String? = nil) throws -> [TextFixture] {
        let data = try Data(contentsOf: text.appendingPathComponent("manifest.json"))
        return try JSONDecoder().decode([TextFixture].self, from: data).filter { format == nil || $0.format == format }
    }

    public static func badFixtures() throws -> [BadFixture] {
        let data = try Data(contentsOf: bad.appendingPathComponent("manifest.json"))
        return try JSONDecoder().decode([BadFixture].self, from: data)
    }

    public static func trimTrailing(_ text: String) -> String {
        var text = text
        while let last = text.unicodeScalars.last, last.properties.isWhitespace, last != "\u{0C}" {
            text.unicodeScalars.removeLast()
        }
        return text
    }

    /// The name of an error's enum case ("encrypted" for `DocketError.encrypted(file:)`).
    public static func caseName(of error: Error) -> String {
        if let label = Mirror(reflecting: error).children.first?.label { return label }
        return String(describing: error)
    }
}
