import Docket
import Foundation

/// The pool asks a worker to read one document. Its bytes travel as the frame's payload when
/// `bytesAttached` (standard input, or a file the parent already read to hash it); else the worker
/// reads `name` itself.
struct WorkerRequest: Codable {
    var name: String
    var bytesAttached: Bool
    var settings: WorkerSettings
}

/// What a worker says while and after reading a document.
enum WorkerReply: Codable {
    /// A page is being read: if the worker dies now, this page is where.
    case pageStarted(Int)
    case pageFinished(Int)
    case understood(UnderstoodDocument)
    /// The one-line message: the file, then the reason.
    case failed(String)
}
