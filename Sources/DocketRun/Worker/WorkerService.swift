import Docket
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The worker's side: the loop `docket worker` runs. It reads one request at a time from the socket
/// its parent gave it as standard input, reads and understands that document, and answers with the
/// pages it starts and finishes, then the result or the one-line failure.
///
/// It never outlives its parent: the kernel kills it when the parent dies (`PR_SET_PDEATHSIG`), it
/// gives up if the parent is already gone when it starts, and it exits when the socket closes.
public enum WorkerService {
    /// Serves requests until the parent closes the socket; returns the exit status.
    /// - Parameters:
    ///   - parent: the pool's process id, to check that it did not die before the death signal was armed.
    ///   - makeExtractor: builds the structured extractor a request's settings name (the LLM client
    ///     lives above DocketRun).
    public static func run(parent: pid_t, makeExtractor: (ExtractorSettings) -> any StructuredExtractor) -> Int32 {
        guard ParentDeath.arm(), getppid() == parent else { return 0 }
        guard let channel = takeChannel() else { return 2 }
        let replies = ReplyWriter(channel: channel)
        var stages: Stages?
        while true {
            let frame: FrameChannel.Frame
            do {
                guard let next = try channel.receive() else { return 0 }
                frame = next
            } catch {
                return 0
            }
            guard let request = try? JSONDecoder().decode(WorkerRequest.self, from: frame.message) else { return 3 }
            let built: Stages
            if let stages, stages.settings == request.settings {
                built = stages
            } else {
                let settings = request.settings
                built = Stages(settings: settings, pipeline: settings.pipeline(),
                               understanding: settings.understanding(extractor: makeExtractor(settings.extractor)))
                stages = built
            }
            var understanding = built.understanding
            // "Today" per document when not fixed: a watcher's worker lives across midnight.
            understanding.options = request.settings.normalizationOptions()
            let reply = read(request, bytes: frame.payload, pipeline: built.pipeline, understanding: understanding, replies: replies)
            guard replies.send(reply) else { return 0 }
        }
    }

    /// The stages built for the last request's settings, reused while they stay the same.
    private struct Stages {
        var settings: WorkerSettings
        var pipeline: Pipeline
        var understanding: DocumentUnderstanding
    }

    private static func read(_ request: WorkerRequest, bytes: Data, pipeline: Pipeline,
                             understanding: DocumentUnderstanding, replies: ReplyWriter) -> WorkerReply {
        let name = request.name
        #if DEBUG
        let fault = WorkerFault.configured(for: name)
        fault?.strike()
        #endif
        ReadingProgress.observe { event in
            switch event {
            case .started(let page): replies.send(.pageStarted(page))
            case .finished(let page): replies.send(.pageFinished(page))
            }
            #if DEBUG
            fault?.strike(at: event)
            #endif
        }
        defer { ReadingProgress.observe(nil) }
        do {
            let input = request.bytesAttached ? InputDocument(name: name, data: bytes) : try InputDocument.read(path: name)
            let document = try pipeline.extractText(input)
            return .understood(try understanding.understand(document, sha256: ContentHash.hex(input.data)))
        } catch let error as DocketError {
            return .failed(error.description)
        } catch {
            return .failed("\(name): \(error)")
        }
    }

    /// Moves the socket off standard input and output, so a stray print from a library goes to
    /// standard error instead of corrupting the frames.
    private static func takeChannel() -> FrameChannel? {
        let descriptor = fcntl(0, F_DUPFD_CLOEXEC, 3)
        guard descriptor >= 0 else { return nil }
        let null = open("/dev/null", O_RDONLY)
        if null >= 0 {
            dup2(null, 0)
            close(null)
        }
        dup2(2, 1)
        return FrameChannel(descriptor: descriptor)
    }
}

/// Sends replies from any thread (pages are reported by the reader's threads), one frame at a time.
private final class ReplyWriter: @unchecked Sendable {
    private let channel: FrameChannel
    private let lock = NSLock()

    init(channel: FrameChannel) { self.channel = channel }

    /// Whether the frame went out; false when the parent is gone.
    @discardableResult
    func send(_ reply: WorkerReply) -> Bool {
        guard let message = try? JSONEncoder().encode(reply) else { return false }
        lock.lock()
        defer { lock.unlock() }
        return (try? channel.send(message: message)) != nil
    }
}
