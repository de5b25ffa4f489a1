import CFuzzDriver

/// Starts libFuzzer from a harness's own entry point.
///
/// SwiftPM links a debug executable with `main` pointing at `<target>_main` (so tests can import it),
/// which hides libFuzzer's own `main`; each harness therefore defines that symbol and calls this.
public enum FuzzDriver {
    public typealias Callback = @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32

    public static func run(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
                           _ callback: Callback) -> Int32 {
        var count = argc
        var arguments = argv
        return LLVMFuzzerRunDriver(&count, &arguments, callback)
    }
}
