import Foundation

/// A task-extraction prompt: a copy of `prompts/extract-tasks.vN.md` and
/// `prompts/extract-tasks.vN.schema.json` (a test keeps the copies equal), so the extractor needs no
/// resource files.
public struct ExtractTasksPrompt: Sendable {
    public var version: String
    public var system: String
    /// The user message with a `{{DOCUMENT}}` placeholder.
    public var userTemplate: String
    public var schema: JSONValue
    /// The name sent with a `json_schema` response format.
    public var schemaName: String

    public init(version: String, system: String, userTemplate: String, schema: JSONValue, schemaName: String) {
        self.version = version
        self.system = system
        self.userTemplate = userTemplate
        self.schema = schema
        self.schemaName = schemaName
    }

    /// The user message for a document excerpt.
    public func user(document: String) -> String {
        userTemplate.replacingOccurrences(of: "{{DOCUMENT}}", with: document)
    }

    public static let v1 = ExtractTasksPrompt(
        version: "extract-tasks.v1", system: systemV1, userTemplate: userV1,
        schema: JSONValue.parse(schemaV1) ?? .null, schemaName: "docket_tasks")

    static let systemV1 = """
        You read course syllabi and assignment sheets and list the graded deliverables they give dates for:
        exams, quizzes, assignments, projects, papers, presentations, labs and readings.
        Reply with JSON only, matching this shape:
        {"tasks": [{"title": string, "type": "exam"|"quiz"|"assignment"|"project"|"paper"|"presentation"|"lab"|"reading"|"other", "datePhrase": string, "timePhrase": string or null, "evidence": string}]}
        Rules:
        - title: the deliverable's name as the document gives it ("Homework 3", "Midterm exam").
        - datePhrase: the date exactly as written in the document ("Oct. 14", "Tuesday 9/12", "Week 5 Friday"). Never compute, convert or guess a date, never add a year that is not written.
        - timePhrase: the clock time as written ("11:59 pm"), or null when none is written with the task.
        - evidence: an exact quote from the document, copied character for character, that contains the task and its date.
        - Leave out class meetings, holidays and breaks, office hours, and anything without a written date.
        - When there is nothing to list, reply {"tasks": []}.
        """

    static let userV1 = """
        List the dated deliverables in this document.

        <document>
        {{DOCUMENT}}
        </document>
        """

    static let schemaV1 = """
        {
          "type": "object",
          "properties": {
            "tasks": {
              "type": "array",
              "items": {
                "type": "object",
                "properties": {
                  "title": { "type": "string" },
                  "type": {
                    "type": "string",
                    "enum": ["exam", "quiz", "assignment", "project", "paper", "presentation", "lab", "reading", "other"]
                  },
                  "datePhrase": { "type": "string" },
                  "timePhrase": { "type": ["string", "null"] },
                  "evidence": { "type": "string" }
                },
                "required": ["title", "type", "datePhrase", "timePhrase", "evidence"],
                "additionalProperties": false
              }
            }
          },
          "required": ["tasks"],
          "additionalProperties": false
        }
        """
}
