import Docket
import Foundation

/// Expands the command line's paths: files as given, folders walked recursively (hidden files and
/// editors' temporary files skipped) in sorted order, "-" for standard input.
enum InputWalker {
    static func expand(_ paths: [String]) -> (files: [String], problems: [String]) {
        let expanded = expandReportingData(paths)
        return (expanded.files, expanded.problems)
    }

    /// As `expand`, and the data files (JSON, XML) met inside folders, which are skipped: labels and
    /// exports often sit beside documents and are no documents. Named on the command line, a data
    /// file is still read, and reported as unsupported.
    static func expandReportingData(_ paths: [String]) -> (files: [String], problems: [String], skipped: [String]) {
        var files: [String] = []
        var problems: [String] = []
        var skipped: [String] = []
        for path in paths {
            if path == "-" { files.append(path); continue }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                files.append(path)  // reading it reports "no such file" in the usual one-line form
                continue
            }
            guard isDirectory.boolValue else { files.append(path); continue }
            guard let enumerator = FileManager.default.enumerator(
                at: URL(fileURLWithPath: path), includingPropertiesForKeys: [.isRegularFileKey],
                options: [.skipsHiddenFiles]) else {
                problems.append("\(path): cannot read: cannot list the folder")
                continue
            }
            var found: [String] = []
            for case let url as URL in enumerator {
                guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true,
                      !isTemporary(url.lastPathComponent) else { continue }
                // Keep the user's spelling of the folder in every path Docket prints.
                let relative = url.path.hasPrefix(URL(fileURLWithPath: path).path)
                    ? path.trimmingSuffix("/") + String(url.path.dropFirst(URL(fileURLWithPath: path).path.count)) : url.path
                if isDataFile(url) { skipped.append(relative) } else { found.append(relative) }
            }
            files += found.sorted()
        }
        return (files, problems, skipped.sorted())
    }

    /// Whether a file's content is JSON or XML data (the detector's own verdict).
    static func isDataFile(_ url: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 64), let first = head.first(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }),
              [UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "<")].contains(first) else { return false }
        // Small enough to read whole: labels and exports, not documents.
        guard let size = (try? url.resourceValues(forKeys: [.fileSizeKey]))?.fileSize, size <= 16 << 20,
              let data = try? Data(contentsOf: url) else { return false }
        if case .unsupported(let what) = ContentDetector().detect([UInt8](data)) {
            return what.hasPrefix("JSON data") || what.hasPrefix("XML data")
        }
        return false
    }

    /// Editors' and browsers' temporary files, and gold labels or notes that sit beside documents.
    static func isTemporary(_ name: String) -> Bool {
        name.hasPrefix("~$") || name.hasPrefix(".#") || name.hasSuffix("~") || name.hasSuffix(".swp")
            || name.hasSuffix(".tmp") || name.hasSuffix(".part") || name.hasSuffix(".crdownload") || name.hasSuffix(".download")
    }
}

extension String {
    func trimmingSuffix(_ suffix: String) -> String {
        var text = self
        while text.count > 1 && text.hasSuffix(suffix) { text.removeLast(suffix.count) }
        return text
    }
}
