import Docket
@testable import DocketRun
import Foundation
import XCTest

/// The settings that travel to a worker, and the protocol's guard against a peer that is not one.
final class WorkerPoolSettingsTests: XCTestCase {
    func testSettingsSurviveTheTripToAWorker() throws {
        var settings = WorkerSettings()
        settings.ocr = false
        settings.ocrWorkers = 3
        settings.ocrLanguage = "eng+deu"
        settings.timeZone = "Europe/London"
        settings.defaultDueTime = TimeOfDay(text: "17:30")
        settings.termStart = CivilDate(iso: "2025-09-01")
        settings.today = CivilDate(iso: "2025-10-01")
        settings.hours = [.exam: 12, .paper: 9]
        settings.unavailable = [.saturday, .sunday]
        settings.extractor.kind = "hybrid"
        settings.extractor.url = "http://127.0.0.1:8080"
        settings.extractor.model = "local"
        let decoded = try JSONDecoder().decode(WorkerSettings.self, from: JSONEncoder().encode(settings))
        XCTAssertEqual(decoded, settings)
        XCTAssertEqual(decoded.normalizationOptions().timeZone, "Europe/London")
        XCTAssertEqual(decoded.pipelineOptions.ocrWorkers, 3)
    }

    func testTheCacheKeyCoversWhatChangesResultsButNotTheAPIKey() {
        var settings = WorkerSettings()
        settings.today = CivilDate(iso: "2025-10-01")
        let plain = ResultCache.configurationHash(settings.cacheFields)
        var zoned = settings
        zoned.timeZone = "Asia/Tokyo"
        XCTAssertNotEqual(ResultCache.configurationHash(zoned.cacheFields), plain)
        var keyed = settings
        keyed.extractor.apiKey = "secret"
        XCTAssertEqual(ResultCache.configurationHash(keyed.cacheFields), plain)
        XCTAssertFalse(keyed.cacheFields.values.contains("secret"))
    }

    func testWithoutAFixedTodayEachDocumentGetsToday() {
        var settings = WorkerSettings()
        settings.timeZone = "UTC"
        XCTAssertEqual(settings.normalizationOptions().today, CivilDate.today(in: TimeZone(identifier: "UTC") ?? .current))
    }

    func testAPeerThatSpeaksGarbageFailsTheDocumentAndIsReplaced() throws {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("docket-garbage-\(UUID()).sh")
        try Data("#!/bin/sh\nprintf 'garbage!garbage'\nexec sleep 30\n".utf8).write(to: script)
        chmod(script.path, 0o755)
        addTeardownBlock { try? FileManager.default.removeItem(at: script) }
        let pool = try WorkerPool(size: 1, settings: WorkerSettings(), limits: DocumentLimits(timeout: 10, memoryMB: nil),
                                  executable: script.path)
        defer { pool.shutdown() }
        let item = pool.process("doc.pdf")
        guard case .failed(let message) = item.outcome else { return XCTFail("a garbled reply is a failure") }
        XCTAssertTrue(message.hasPrefix("doc.pdf: the reader's reply was garbled: "), message)
    }
}
