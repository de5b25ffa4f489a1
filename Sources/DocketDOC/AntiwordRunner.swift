import DocketCore
import Foundation

/// Runs antiword (Debian's `antiword` package) on one legacy Word file, in a private temporary
/// folder, with a time limit and an output limit.
///
/// antiword reads a path, so the bytes are written to a file readable only by this user and removed
/// afterwards, whatever happens. Its output goes to files rather than pipes, so a chatty or stuck
/// child can never block Docket on a full pipe; the child is killed past ``timeout`` or once its
/// output passes ``maximumOutput`` bytes.
struct AntiwordRunner {
    /// The antiword executable.
    let executable: String
    var timeout: TimeInterval
    var maximumOutput: Int

    /// The first `antiword` on `PATH`, then `/usr/bin/antiword`; nil when neither exists.
    static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin"]
        return folders.map { ($0 as NSString).appendingPathComponent("antiword") }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    enum Outcome {
        case text(String)
        case failed(status: Int32, message: String)
        case timedOut
        case outputTooLarge
    }

    func run(_ data: Data) throws -> Outcome {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("docket-doc-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false,
                                                attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("input.doc")
        let output = folder.appendingPathComponent("output.txt")
        let errors = folder.appendingPathComponent("errors.txt")
        try data.write(to: input)
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let outputHandle = try FileHandle(forWritingTo: output)
        defer { try? outputHandle.close() }
        let errorHandle = try FileHandle(forWritingTo: errors)
        defer { try? errorHandle.close() }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        // -w 0: a paragraph per line; -m UTF-8.txt: UTF-8 whatever the locale.
        process.arguments = ["-w", "0", "-m", "UTF-8.txt", input.path]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = outputHandle
        process.standardError = errorHandle
        try process.run()

        let deadline = Date().addingTimeInterval(timeout)
        var outcome: Outcome?
        while process.isRunning {
            if Date() > deadline {
                outcome = .timedOut
            } else if let size = try? FileManager.default.attributesOfItem(atPath: output.path)[.size] as? Int,
                      size > maximumOutput {
                outcome = .outputTooLarge
            }
            if outcome != nil {
                process.terminate()
                break
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
        process.waitUntilExit()
        if let outcome { return outcome }

        if process.terminationStatus != 0 {
            let message = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
            let firstLine = message.split(separator: "\n").first.map(String.init) ?? ""
            return .failed(status: process.terminationStatus,
                           message: firstLine.replacingOccurrences(of: input.path, with: "the file"))
        }
        let bytes = try Data(contentsOf: output)
        guard bytes.count <= maximumOutput else { return .outputTooLarge }
        return .text(String(decoding: bytes, as: UTF8.self))
    }
}
