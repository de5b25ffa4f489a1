/// What one document may cost a worker before the pool gives up on it.
public struct DocumentLimits: Sendable, Equatable {
    /// Seconds from dispatch to reply; nil: no limit.
    public var timeout: Double?
    /// Resident memory of the worker, in MB (2^20 bytes); nil: no limit.
    public var memoryMB: Int?

    public init(timeout: Double? = DocumentLimits.defaultTimeout, memoryMB: Int? = DocumentLimits.defaultMemoryMB) {
        self.timeout = timeout
        self.memoryMB = memoryMB
    }

    /// Five minutes: a 20-page scan OCRs in well under a minute on two cores.
    public static let defaultTimeout: Double = 300

    /// 2 GB: room for the largest input Docket accepts (a 100-megapixel image, upscaled twice for OCR,
    /// or a 64 MiB DOCX part parsed into a tree, or a 256 MiB PDF) on top of the worker's own ~60 MB,
    /// yet small enough that two runaway workers cannot take a small laptop's memory.
    public static let defaultMemoryMB = 2048

    /// A limit given on the command line, where 0 means none.
    public static func fromFlags(timeout: Double, memoryMB: Int) -> DocumentLimits {
        DocumentLimits(timeout: timeout > 0 ? timeout : nil, memoryMB: memoryMB > 0 ? memoryMB : nil)
    }
}
