import CXML2

/// libxml2's process-wide set-up, done once before the first parse (as in DocketDOCX, whose copy is
/// internal to it; calling `xmlInitParser` twice is harmless).
///
/// `xmlInitParser` is not safe to race with itself; a `static let` is initialised exactly once,
/// under a lock, by the Swift runtime, so every thread that parses calls ``initialize()`` first.
enum LibXML2 {
    private static let initialized: Bool = {
        xmlInitParser()
        // Errors raised without a parser context (an encoding conversion failure) would otherwise
        // be printed on standard error by libxml2's default handler.
        xmlThrDefSetStructuredErrorFunc(nil, discardError)
        return true
    }()

    static func initialize() {
        _ = initialized
        xmlSetStructuredErrorFunc(nil, discardError)
    }
}

/// A structured error handler that drops the error; the parse's outcome is judged from its context.
private let discardError: xmlStructuredErrorFunc = { _, _ in }
