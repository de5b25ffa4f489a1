import DocketCore

/// Reads a gray image into lines: OCR with Tesseract, upright whatever way the page was turned,
/// then Docket's own layout analysis so table rows stay on one line as they do for a text layer.
public struct OCRReader: Sendable {
    public var pool: EnginePool
    public var layout: LayoutAnalyzer
    public var language: String
    /// Below this mean confidence the page may be sideways or upside down: try the other ways.
    public var uprightConfidence: Double = 60

    public init(pool: EnginePool = .shared, layout: LayoutAnalyzer = LayoutAnalyzer(), language: String = "eng") {
        self.pool = pool
        self.layout = layout
        self.language = language
    }

    /// A page read by OCR.
    public struct Reading: Sendable {
        public var lines: [Line]
        public var confidence: Double
        /// Clockwise quarter turns applied to make the page upright.
        public var quarterTurns: Int
        public var width: Int
        public var height: Int
    }

    /// Reads the image. With `detectOrientation`, asks Tesseract's orientation model first (photos);
    /// otherwise only when the upright reading has a low confidence (scans are usually upright).
    public func read(_ image: GrayImage, detectOrientation: Bool = false) throws -> Reading {
        var turnsTried: Set<Int> = []
        var best: (result: OCRResult, image: GrayImage)?

        func attempt(_ turns: Int) throws {
            guard turnsTried.insert(turns).inserted else { return }
            let turned = image.rotated(clockwiseQuarterTurns: turns)
            var result = try recognize(turned)
            result.quarterTurns = turns
            if best.map({ isBetter(result, than: $0.result) }) ?? true {
                best = (result, turned)
            }
        }

        /// A reading with lines across the page beats one with lines on end, then confidence decides.
        func isBetter(_ candidate: OCRResult, than current: OCRResult) -> Bool {
            if candidate.isSideways != current.isSideways { return !candidate.isSideways }
            return candidate.meanConfidence > current.meanConfidence
        }

        if detectOrientation, let turns = suggestedTurns(image) {
            try attempt(turns)
        }
        try attempt(0)
        // Text on end: turn the image a quarter turn one way or the other, as the orientation model
        // says, or both ways when it cannot tell.
        if let current = best, current.result.isSideways {
            if let turns = suggestedTurns(image), turns % 2 == 1 { try attempt(turns) }
            if best?.result.isSideways ?? true { try attempt(1); try attempt(3) }
        }
        if let current = best, current.result.meanConfidence < uprightConfidence {
            if !detectOrientation, let turns = suggestedTurns(image) { try attempt(turns) }
            // Still poor: the orientation model may have had too little text; try every way.
            if let again = best, again.result.meanConfidence < uprightConfidence || again.result.isSideways {
                for turns in 1...3 { try attempt(turns) }
            }
        }
        guard let final = best else { return Reading(lines: [], confidence: 0, quarterTurns: 0, width: image.width, height: image.height) }
        return Reading(lines: layout.lines(fromGroups: OCRNoiseFilter().clean(final.result.lines)),
                       confidence: final.result.meanConfidence,
                       quarterTurns: final.result.quarterTurns,
                       width: final.image.width, height: final.image.height)
    }

    private func recognize(_ image: GrayImage) throws -> OCRResult {
        try pool.withEngine(language: language) { engine in
            try image.pixels.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return OCRResult(lines: [], meanConfidence: 0) }
                return try engine.recognize(gray: base, width: image.width, height: image.height,
                                            bytesPerLine: image.width, resolution: image.resolution)
            }
        }
    }

    /// Clockwise quarter turns that make the page upright, when the orientation model is sure.
    private func suggestedTurns(_ image: GrayImage) -> Int? {
        let detected: (quarterTurns: Int, confidence: Double)?? = try? pool.withEngine(language: "osd") { engine in
            image.pixels.withUnsafeBufferPointer { buffer in
                buffer.baseAddress.flatMap {
                    engine.detectOrientation(gray: $0, width: image.width, height: image.height,
                                             bytesPerLine: image.width, resolution: image.resolution)
                }
            }
        }
        guard let found = detected ?? nil, found.confidence >= 2 else { return nil }
        // Tesseract reports how far the text is turned clockwise; turning back is the rest of a full turn.
        return (4 - found.quarterTurns) % 4
    }
}
