import DocketCore
import DocketOCR
import Foundation

/// Reads PDFs through Poppler: the text layer where it is usable, OCR for the pages where it is not.
///
/// Each page's characters and boxes go through Docket's ``LayoutAnalyzer``, so schedule rows come out
/// as one line and columns of prose one after the other. Pages without a usable text layer (scans,
/// text drawn as an image, garbage glyphs) are rendered at ``ocrResolution`` and read by Tesseract,
/// several pages at once on several cores.
public struct PDFTextExtractor: TextExtractor {
    public var layout: LayoutAnalyzer
    public var quality: TextLayerQuality
    /// The OCR reader for pages without a usable text layer; nil turns OCR off.
    public var ocr: OCRReader?
    /// Dots per inch for pages rendered for OCR.
    public var ocrResolution = 300
    /// The largest raster rendered for OCR; larger pages are rendered at a lower resolution.
    public var maximumRenderPixels = 60_000_000
    /// Pages OCR'd at once; defaults to the number of cores.
    public var ocrWorkers: Int
    /// Threads reading text layers at once for long documents; defaults to the number of cores.
    public var textWorkers: Int
    /// A text-layer thread is worth starting for this many pages.
    public var pagesPerTextWorker = 8

    public init(layout: LayoutAnalyzer = LayoutAnalyzer(), quality: TextLayerQuality = TextLayerQuality(),
                ocr: OCRReader? = OCRReader(), ocrWorkers: Int = ProcessInfo.processInfo.activeProcessorCount,
                textWorkers: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.layout = layout
        self.quality = quality
        self.ocr = ocr
        self.ocrWorkers = max(1, ocrWorkers)
        self.textWorkers = max(1, textWorkers)
    }

    public var formats: Set<Format> { [.pdf] }

    public func extract(_ input: InputDocument, as detection: Detection) throws -> Document {
        guard !input.data.isEmpty else { throw DocketError.empty(file: input.name) }
        return try input.data.withUnsafeBytes { raw -> Document in
            guard let base = raw.baseAddress else { throw DocketError.empty(file: input.name) }
            let bytes = SharedBytes(base: base, count: raw.count)
            let document = try TextLayerDocument(bytes: base, count: raw.count, name: input.name)
            let pageCount = document.pageCount
            guard pageCount > 0 else {
                throw DocketError.damaged(file: input.name, reason: "no pages")
            }
            var unreadable = UnreadablePages()
            var pages = readTextLayers(document, pageCount: pageCount, bytes: bytes, name: input.name,
                                       unreadable: &unreadable)
            let pending = pages.filter { $0.origin == .ocr }.map { (index: $0.number - 1, reason: $0.ocrReason ?? "") }
            var warnings: [String] = []
            if let ocr, !pending.isEmpty {
                let readings = readPages(pending.map(\.index), bytes: bytes, name: input.name, ocr: ocr)
                for (slot, reading) in zip(pending, readings) {
                    switch reading {
                    case .success(let reading):
                        pages[slot.index].lines = reading.lines
                        pages[slot.index].ocrConfidence = (reading.confidence * 10).rounded() / 10
                        if reading.quarterTurns != 0 {
                            warnings.append("page \(slot.index + 1) was turned \(reading.quarterTurns * 90)° clockwise to read it")
                        }
                    case .failure(let error):
                        // No OCR engine at all is a setup problem, not a damaged page: say so once.
                        if case DocketError.ocrUnavailable = error { throw error }
                        unreadable.add(page: slot.index + 1, error: error)
                    }
                }
            }
            if unreadable.reasons.count == pageCount {
                throw unreadable.failure(file: input.name, pageCount: pageCount)
            }
            if let warning = unreadable.warning(pageCount: pageCount) { warnings.insert(warning, at: 0) }
            return Document(source: input.name, format: .pdf, pages: pages, warnings: warnings, created: document.creationDate)
        }
    }

    /// Reads every page's text layer, a long document on several threads (each with its own Poppler
    /// document: Poppler objects must not be shared between threads). Pages that need OCR come back
    /// empty, marked with origin `.ocr` and the reason. A page that cannot be read comes back empty,
    /// its number and reason recorded in `unreadable`, so the other pages still count.
    private func readTextLayers(_ document: TextLayerDocument, pageCount: Int, bytes: SharedBytes, name: String,
                                unreadable: inout UnreadablePages) -> [Page] {
        let workers = min(textWorkers, max(1, pageCount / pagesPerTextWorker))
        let results: [Result<Page, DocketError>?]
        if workers == 1 {
            results = (0..<pageCount).map { readTextLayer(document, index: $0, bytes: bytes, name: name) }
        } else {
            let slots = Slots<Result<Page, DocketError>>(count: pageCount)
            let chunk = (pageCount + workers - 1) / workers
            let first = UncheckedBox(document)
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                let range = (worker * chunk)..<min(pageCount, (worker + 1) * chunk)
                do {
                    let own = worker == 0 ? first.value : try TextLayerDocument(bytes: bytes.base, count: bytes.count, name: name)
                    for index in range { slots.set(index, readTextLayer(own, index: index, bytes: bytes, name: name)) }
                } catch {
                    let failure = error as? DocketError ?? .damaged(file: name, reason: "\(error)")
                    for index in range { slots.set(index, .failure(failure)) }
                }
            }
            results = slots.values()
        }
        return results.enumerated().map { index, result in
            switch result {
            case .success(let page)?:
                return page
            case .failure(let error)?:
                unreadable.add(page: index + 1, error: error)
            case nil:
                unreadable.add(page: index + 1, reason: "it was not read")
            }
            return Page(number: index + 1, origin: .textLayer, lines: [])
        }
    }

    private func readTextLayer(_ document: TextLayerDocument, index: Int, bytes: SharedBytes, name: String) -> Result<Page, DocketError> {
        ReadingProgress.started(page: index + 1)
        defer { ReadingProgress.finished(page: index + 1) }
        guard let size = document.pageSize(at: index), let (text, boxes) = document.glyphs(at: index) else {
            // Poppler skips a page object it cannot load (a wrong type, a dangling reference) and
            // numbers the pages after it one earlier; the missing one shows up at the end.
            return .failure(.damaged(file: name, reason: "Poppler cannot load its page object"))
        }
        let verdict = quality.assess(text: text, pageHasImages: { showsInk(pageAt: index, bytes: bytes, name: name) })
        if case .needsOCR(let reason) = verdict, ocr != nil {
            return .success(Page(number: index + 1, origin: .ocr, lines: [], width: size.width, height: size.height,
                                 ocrReason: reason))
        }
        let lines = boxes.isEmpty
            ? PlainTextExtractor.lines(of: Substring(text))
            : layout.lines(from: GlyphWords.words(text: text, boxes: boxes))
        return .success(Page(number: index + 1, origin: .textLayer, lines: lines, width: size.width, height: size.height))
    }

    /// Whether the page shows anything: an image, or vector drawing that may be outlined text. Asked
    /// only of pages with (nearly) no text, so poppler-glib, which draws, is opened only for them.
    private func showsInk(pageAt index: Int, bytes: SharedBytes, name: String) -> Bool {
        guard let document = try? PopplerDocument(bytes: bytes.base, count: bytes.count, name: name),
              let page = document.page(at: index) else { return false }
        if page.hasImages { return true }
        guard let thumbnail = page.render(resolution: 36) else { return false }
        let dark = thumbnail.pixels.lazy.filter { $0 < 128 }.count
        return dark * 200 > thumbnail.pixels.count
    }

    private enum Outcome {
        case success(OCRReader.Reading)
        case failure(DocketError)
    }

    /// OCRs the pages, spread over up to ``ocrWorkers`` threads, each with its own Poppler document.
    private func readPages(_ indices: [Int], bytes: SharedBytes, name: String, ocr: OCRReader) -> [Outcome] {
        let results = Slots<Outcome>(count: indices.count)
        let workers = min(ocrWorkers, indices.count)
        let resolution = ocrResolution, maximumPixels = maximumRenderPixels
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            let document: PopplerDocument
            do {
                document = try PopplerDocument(bytes: bytes.base, count: bytes.count, name: name)
            } catch {
                for slot in stride(from: worker, to: indices.count, by: workers) {
                    results.set(slot, .failure(DocketError.damaged(file: name, reason: "\(error)")))
                }
                return
            }
            for slot in stride(from: worker, to: indices.count, by: workers) {
                let number = indices[slot] + 1
                ReadingProgress.started(page: number)
                defer { ReadingProgress.finished(page: number) }
                guard let page = document.page(at: indices[slot]) else {
                    results.set(slot, .failure(.ocrFailed(file: name, page: number, reason: "page cannot be read")))
                    continue
                }
                let (width, height) = page.size
                let pixels = width * height * Double(resolution * resolution) / 5184
                let dpi = pixels > Double(maximumPixels)
                    ? max(72, Int(Double(resolution) * (Double(maximumPixels) / pixels).squareRoot())) : resolution
                guard let image = page.render(resolution: dpi) else {
                    results.set(slot, .failure(.ocrFailed(file: name, page: number, reason: "page cannot be rendered")))
                    continue
                }
                do {
                    results.set(slot, .success(try ocr.read(image)))
                } catch let error as TesseractError {
                    results.set(slot, .failure(.ocrUnavailable(file: name, reason: error.description)))
                } catch {
                    results.set(slot, .failure(.ocrFailed(file: name, page: number, reason: "\(error)")))
                }
            }
        }
        return results.values().map { $0 ?? .failure(.ocrFailed(file: name, page: nil, reason: "page was not read")) }
    }

    /// The PDF's bytes, shared read-only by the OCR threads while `extract` holds them.
    private struct SharedBytes: @unchecked Sendable {
        let base: UnsafeRawPointer
        let count: Int
    }
}
