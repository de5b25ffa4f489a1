import CXML2

/// libxml2's process-wide set-up, done once before the first parse.
///
/// `xmlInitParser` is not safe to race with itself; a `static let` is initialised exactly once,
/// under a lock, by the Swift runtime, so every thread that parses calls ``initialize()`` first.
package enum LibXML2 {
    private static let initialized: Bool = {
        xmlInitParser()
        // Errors raised without a parser context (a byte the declared encoding cannot convert,
        // "encoder error") skip the per-context handler and were printed on standard error by
        // libxml2's default; they go nowhere instead, for threads started from now on…
        xmlThrDefSetStructuredErrorFunc(nil, discardError)
        return true
    }()

    package static func initialize() {
        _ = initialized
        // …and for this thread, whose libxml2 globals may predate the default above.
        xmlSetStructuredErrorFunc(nil, discardError)
    }
}

/// A structured error handler that drops the error; the parse's outcome is judged from its context.
private let discardError: xmlStructuredErrorFunc = { _, _ in }
