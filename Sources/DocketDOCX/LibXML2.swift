import CXML2

/// libxml2's process-wide set-up, done once before the first parse.
///
/// `xmlInitParser` is not safe to race with itself; a `static let` is initialised exactly once,
/// under a lock, by the Swift runtime, so every thread that parses calls ``initialize()`` first.
enum LibXML2 {
    private static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    static func initialize() {
        _ = initialized
    }
}
