/// The characters ids are made of: lower-case ASCII letters and digits, runs of anything else as one
/// `-`. Ids go into JSON, file names and calendar UIDs, where spaces, slashes and accents cause trouble.
enum IdentitySlug {
    static func make(_ text: String, limit: Int = 48) -> String {
        var out = ""
        var pendingDash = false
        for scalar in text.lowercased().unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if pendingDash, !out.isEmpty { out += "-" }
                pendingDash = false
                out.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        // Cut at a word boundary so a long title does not end in half a word.
        guard out.count > limit else { return out }
        let cut = String(out.prefix(limit))
        if let dash = cut.lastIndex(of: "-") { return String(cut[..<dash]) }
        return cut
    }
}
