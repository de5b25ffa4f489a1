import DocketUnderstand

/// The last stage: renders understood documents for a consumer (a calendar, a scheduler, a person).
///
/// Emitters read the resolved plan only; none of them parses anything.
public protocol Emitter: Sendable {
    /// Renders all documents together (a folder of syllabi gives one calendar, one week plan).
    func emit(_ documents: [UnderstoodDocument], options: EmitOptions) throws -> String
}
