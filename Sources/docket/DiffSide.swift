import Docket
import DocketRun
import Foundation

/// One side of `docket diff`: the documents a path stands for. A file whose content is JSON is read as
/// Docket's own output (`{"documents": [...]}`, what `docket ingest` prints or writes per input);
/// anything else is read as a document. A folder gives both kinds, recursively.
struct DiffSide {
    let path: String
    var documents: [UnderstoodDocument] = []
    /// One line per input that could not be read (the file, then the reason).
    var failures: [String] = []

    init(path: String, job: DocumentJob) {
        self.path = path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            failures.append("\(path): no such file or folder")
            return
        }
        var files = [path]
        if isDirectory.boolValue {
            let expanded = InputWalker.expandReportingData([path])
            // Inside a folder, JSON files are taken for Docket's output, not skipped as data.
            files = (expanded.files + expanded.skipped).sorted()
            failures += expanded.problems
            if files.isEmpty { failures.append("\(path): the folder holds no documents") }
        }
        for file in files { read(file, job: job) }
    }

    private mutating func read(_ file: String, job: DocumentJob) {
        if let data = FileManager.default.contents(atPath: file), Self.looksLikeJSON(data) {
            do {
                documents += try JSONDecoder().decode(DocketOutput.self, from: data).documents
            } catch {
                failures.append("\(file): not Docket's JSON output ({\"documents\": [...]}): \(Self.reason(error))")
            }
            return
        }
        switch job(file).outcome {
        case .understood(let document, _): documents.append(document)
        case .failed(let line): failures.append(line)
        }
    }

    /// The first byte that is not white space is `{`.
    static func looksLikeJSON(_ data: Data) -> Bool {
        for byte in data.prefix(4096) {
            if [0x20, 0x09, 0x0A, 0x0D].contains(byte) { continue }
            return byte == UInt8(ascii: "{")
        }
        return false
    }

    static func reason(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            return "'\(key.stringValue)' is missing at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
             DecodingError.dataCorrupted(let context):
            let at = context.codingPath.map(\.stringValue).joined(separator: ".")
            return context.debugDescription + (at.isEmpty ? "" : " at \(at)")
        default:
            return "\(error)"
        }
    }
}

/// `{"documents": [...]}` read back.
private struct DocketOutput: Decodable {
    var documents: [UnderstoodDocument]
}
