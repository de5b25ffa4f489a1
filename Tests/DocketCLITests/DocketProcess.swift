import Foundation
import XCTest

/// Runs the built `docket` executable and collects what it printed.
struct DocketProcess {
    struct Result {
        var status: Int32
        var output: String
        var error: String
    }

    static var executable: URL {
        // Test bundles and executables are built into the same products folder.
        Bundle.main.bundleURL.appendingPathComponent("docket")
    }

    /// Runs in the temporary folder unless `directory` is given (the repository's root, for goldens
    /// that quote input paths as typed).
    static func run(_ arguments: [String], input: Data? = nil, environment: [String: String] = [:], directory: URL? = nil) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? URL(fileURLWithPath: NSTemporaryDirectory())
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { $1 }
        process.environment = env
        let output = Pipe(), error = Pipe(), standardInput = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = standardInput
        try process.run()
        if let input { standardInput.fileHandleForWriting.write(input) }
        try standardInput.fileHandleForWriting.close()
        // Read both pipes while the process runs so neither fills up.
        let group = DispatchGroup()
        nonisolated(unsafe) var outputData = Data(), errorData = Data()
        DispatchQueue.global().async(group: group) { outputData = output.fileHandleForReading.readDataToEndOfFile() }
        DispatchQueue.global().async(group: group) { errorData = error.fileHandleForReading.readDataToEndOfFile() }
        process.waitUntilExit()
        group.wait()
        return Result(status: process.terminationStatus,
                      output: String(decoding: outputData, as: UTF8.self),
                      error: String(decoding: errorData, as: UTF8.self))
    }
}
