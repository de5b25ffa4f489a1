import Foundation

/// Expands the command line's paths: files as given, folders walked recursively (hidden files and
/// editors' temporary files skipped) in sorted order, "-" for standard input.
enum InputWalker {
    static func expand(_ paths: [String]) -> (files: [String], problems: [String]) {
        var files: [String] = []
        var problems: [String] = []
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
                found.append(relative)
            }
            files += found.sorted()
        }
        return (files, problems)
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
