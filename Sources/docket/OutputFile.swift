import Foundation

/// Output names and writes that never clobber each other or leave half a file.
enum OutputNames {
    /// `syllabus.pdf` → `DIR/syllabus.json`; a second `syllabus.*` from another folder gets `syllabus-2.json`.
    static func unique(for input: String, in folder: String, used: inout Set<String>, extension ext: String = "json") -> String {
        let stem = input == "-" ? "stdin" : ((input as NSString).lastPathComponent as NSString).deletingPathExtension
        var candidate = stem
        var counter = 2
        while used.contains(candidate) {
            candidate = "\(stem)-\(counter)"
            counter += 1
        }
        used.insert(candidate)
        return (folder as NSString).appendingPathComponent(candidate + "." + ext)
    }
}

enum OutputFile {
    /// Writes to a temporary name beside the target, then renames it over the target.
    static func writeAtomically(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}
