/// The deliverable vocabulary the rule extractor reads with, for other extractors to check against:
/// an LLM's task must name something a student hands in or sits, in words Docket knows.
public enum Deliverables {
    /// The task type of the first deliverable named in `text` ("Homework 3" → assignment), or nil when
    /// the text names none ("Plate tectonics").
    public static func type(namedIn text: String) -> TaskType? {
        TaskVocabulary.hits(in: text).first?.type
    }

    /// Every deliverable named in `text`, left to right, as Docket titles it ("hw3" → "Homework 3").
    public static func named(in text: String) -> [(title: String, type: TaskType)] {
        TaskVocabulary.hits(in: text).map { (TaskVocabulary.singular($0.title), $0.type) }
    }
}
