/// Why one inbox file could not be turned into outputs. `reason` is the one line that goes into
/// its `error.json` and the `failed` log line; it names the file (as `BatchItem`'s failures do).
public struct WatchDocumentError: Error, CustomStringConvertible {
    public var file: String
    public var reason: String

    public init(file: String, reason: String) {
        self.file = file
        self.reason = reason
    }

    public var description: String { reason }
}
