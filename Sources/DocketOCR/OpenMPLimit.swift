import Foundation

/// libtesseract runs its neural network in OpenMP parallel regions at every time step; on a small
/// machine the thread hand-offs make OCR several times slower, and Docket runs pages in parallel
/// itself. `OMP_THREAD_LIMIT=1` fixes it but libgomp reads that only when it loads. Instead, each
/// thread that is about to call Tesseract sets its OpenMP "max active levels" to 0 (a per-thread
/// setting since OpenMP 5), so every parallel region runs on the thread that meets it. libgomp is
/// already loaded with libtesseract, so the symbol is looked up in the process; where it is absent
/// (a Tesseract built without OpenMP) there is nothing to do.
enum OpenMPLimit {
    private typealias SetMaxActiveLevels = @convention(c) (Int32) -> Void

    private static let setMaxActiveLevels: SetMaxActiveLevels? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "omp_set_max_active_levels") else {
            return nil
        }
        return unsafeBitCast(symbol, to: SetMaxActiveLevels.self)
    }()

    /// Makes OpenMP regions entered from the calling thread run on it alone.
    static func serializeCurrentThread() {
        setMaxActiveLevels?(0)
    }
}
