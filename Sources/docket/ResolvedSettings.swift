import ArgumentParser
import Docket
import DocketRun
import Foundation

/// The config file merged with the flags that override it, checked once for both `ingest` and `watch`.
///
/// A bad config is reported on one line and ends the command, as a bad flag would.
struct ResolvedSettings {
    let config: DocketConfig
    let zone: String
    let timeZone: TimeZone
    let hours: [TaskType: Double]
    let unavailable: Set<Weekday>

    init(configPath: String?, tz: String?, unavailableFlag: String? = nil) throws {
        do {
            config = try DocketConfig.load(explicit: configPath)
        } catch {
            Console.error("\(error)")
            throw ExitCode.failure
        }
        zone = tz ?? config.timeZone ?? "UTC"
        guard let timeZone = TimeZone(identifier: zone) else {
            Console.error("config: '\(zone)' is not an IANA time zone")
            throw ExitCode.failure
        }
        self.timeZone = timeZone
        do {
            hours = try config.hours()
            unavailable = try Self.weekdays(unavailableFlag ?? (config.unavailable ?? []).joined(separator: ","))
        } catch {
            Console.error("\(error)")
            throw ExitCode.failure
        }
    }

    /// The settings a worker process (or this one, with --in-process) builds its stages from: these,
    /// plus the command's own flags. `today` nil means today in the zone, read for each document.
    func workerSettings(pipeline: PipelineOptions, defaultDueTime: String?, termStart: CivilDate?, today: CivilDate?,
                        extractor: ExtractorSettings = ExtractorSettings()) -> WorkerSettings {
        var settings = WorkerSettings()
        settings.ocr = pipeline.ocr
        settings.ocrWorkers = pipeline.ocrWorkers
        settings.ocrResolution = pipeline.ocrResolution
        settings.ocrLanguage = pipeline.ocrLanguage
        settings.timeZone = zone
        settings.defaultDueTime = (defaultDueTime ?? config.defaultDueTime).flatMap(TimeOfDay.init(text:))
        settings.termStart = termStart
        settings.today = today
        settings.hours = hours
        settings.unavailable = unavailable
        settings.extractor = extractor
        return settings
    }

    /// Parses "SA,SU" (any case, full names cut to their first two letters) into weekdays.
    static func weekdays(_ text: String) throws -> Set<Weekday> {
        var days = Set<Weekday>()
        for piece in text.split(separator: ",") {
            guard let day = Weekday(rawValue: piece.trimmingCharacters(in: .whitespaces).uppercased().prefix(2).description) else {
                throw ValidationError("--unavailable takes two-letter days separated by commas, e.g. SA,SU.")
            }
            days.insert(day)
        }
        return days
    }
}
