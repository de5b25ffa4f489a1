import Foundation

/// Tesseract is built with OpenMP, which on a small machine makes every page several times slower
/// unless `OMP_THREAD_LIMIT=1`. libgomp reads the variable only when it loads, so setting it from
/// inside the process does nothing: Docket re-executes itself once with it set. Docket runs pages in
/// parallel itself instead.
enum ThreadLimit {
    static func applyBeforeStart() {
        guard getenv("OMP_THREAD_LIMIT") == nil else { return }
        setenv("OMP_THREAD_LIMIT", "1", 1)
        #if os(Linux)
        // If the re-exec fails, carry on with the variable unset: slower, never wrong.
        _ = execv("/proc/self/exe", CommandLine.unsafeArgv)
        #endif
    }
}
