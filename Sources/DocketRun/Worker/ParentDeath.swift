#if canImport(Glibc)
import Glibc
#endif

/// Asks the kernel to SIGKILL this process when its parent dies: `prctl(PR_SET_PDEATHSIG, SIGKILL)`.
///
/// `prctl` is variadic in C, so Swift cannot import it; it is called through a non-variadic
/// pointer, which the x86-64 and AArch64 Linux calling conventions pass the same way for integers.
/// The "parent" is the thread that spawned this process, which is why the pool spawns its workers
/// from one long-lived thread.
enum ParentDeath {
    private typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
    private static let setDeathSignal: Int32 = 1  // PR_SET_PDEATHSIG, from <linux/prctl.h>

    /// Whether the death signal is armed.
    static func arm() -> Bool {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "prctl") else { return false }
        let prctl = unsafeBitCast(symbol, to: Prctl.self)
        return prctl(setDeathSignal, UInt(SIGKILL), 0, 0, 0) == 0
    }
}
