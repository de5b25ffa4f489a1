/// How a server is asked for JSON, tried in this order until one is accepted.
public enum ResponseFormatDialect: String, Sendable, CaseIterable {
    /// OpenAI structured outputs: `{"type":"json_schema","json_schema":{"name":…,"strict":true,"schema":…}}`.
    case jsonSchema = "json_schema"
    /// llama.cpp's server: `{"type":"json_object","schema":…}`.
    case jsonObject = "json_object"
    /// No `response_format`: the prompt's instructions only.
    case plain

    /// The next dialect to try when a server rejects this one.
    public var fallback: ResponseFormatDialect? {
        switch self {
        case .jsonSchema: .jsonObject
        case .jsonObject: .plain
        case .plain: nil
        }
    }

    /// The `response_format` value for a schema, or nil for ``plain``.
    func responseFormat(schema: JSONValue, name: String) -> JSONValue? {
        switch self {
        case .jsonSchema:
            .object(["type": .string("json_schema"),
                     "json_schema": .object(["name": .string(name), "strict": .bool(true), "schema": schema])])
        case .jsonObject:
            .object(["type": .string("json_object"), "schema": schema])
        case .plain:
            nil
        }
    }
}
