import Docket
import FuzzSupport

/// The ICS linter on any bytes: it reads other programs' calendars, so it must report, never trap.
/// Every problem must point at a physical line of the input (ended by CRLF, a lone CR or a lone LF,
/// as the linter counts them).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzICS(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let input = FuzzInput(data, size)
    let lines = physicalLines(input.bytes)
    for problem in ICSLinter().lint(input.data) {
        precondition(problem.line >= 0 && problem.line <= lines + 1, "problem at line \(problem.line) of \(lines)")
    }
    return 0
}

private func physicalLines(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var count = 1
    for (index, byte) in bytes.enumerated() {
        let loneCR = byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)
        if byte == 0x0A || loneCR { count += 1 }
    }
    return count
}

/// The program's entry (see FuzzDriver): libFuzzer with this harness.
@_cdecl("fuzz_ics_main")
public func fuzzIcsMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    FuzzDriver.run(argc, argv) { data, size in fuzzICS(data, size) }
}
