/// Checks a JSON value against the small subset of JSON Schema Docket's prompts use: `type` (one name or
/// a list, so `["string","null"]` is nullable), `required`, `properties`, `additionalProperties: false`,
/// `enum` and `items`.
public struct SchemaValidator: Sendable {
    public let schema: JSONValue

    public init(schema: JSONValue) {
        self.schema = schema
    }

    /// What is wrong with the value, one string per problem, each starting with its path ("$.tasks[0].type");
    /// empty when it is valid.
    public func validate(_ value: JSONValue) -> [String] {
        var errors: [String] = []
        check(value, against: schema, path: "$", errors: &errors)
        return errors
    }

    private func check(_ value: JSONValue, against schema: JSONValue, path: String, errors: inout [String]) {
        let types: [String]
        switch schema["type"] {
        case .string(let name)?: types = [name]
        case .array(let names)?: types = names.compactMap(\.stringValue)
        default: types = []
        }
        if !types.isEmpty, !types.contains(where: { Self.matches(value, type: $0) }) {
            errors.append("\(path): expected \(types.joined(separator: " or ")), got \(value.typeName)")
            return
        }
        if let allowed = schema["enum"]?.arrayValue, !allowed.contains(value) {
            let list = allowed.map(\.jsonText).joined(separator: ", ")
            errors.append("\(path): \(value.jsonText) is not one of \(list)")
        }
        switch value {
        case .object(let object):
            let properties: [String: JSONValue]
            if case .object(let declared)? = schema["properties"] { properties = declared } else { properties = [:] }
            for name in (schema["required"]?.arrayValue ?? []).compactMap(\.stringValue) where object[name] == nil {
                errors.append("\(path): missing required property \"\(name)\"")
            }
            if schema["additionalProperties"] == .bool(false) {
                for name in object.keys.sorted() where properties[name] == nil {
                    errors.append("\(path): unexpected property \"\(name)\"")
                }
            }
            for name in object.keys.sorted() {
                if let propertySchema = properties[name], let propertyValue = object[name] {
                    check(propertyValue, against: propertySchema, path: "\(path).\(name)", errors: &errors)
                }
            }
        case .array(let items):
            if let itemSchema = schema["items"] {
                for (index, item) in items.enumerated() {
                    check(item, against: itemSchema, path: "\(path)[\(index)]", errors: &errors)
                }
            }
        default:
            break
        }
    }

    private static func matches(_ value: JSONValue, type: String) -> Bool {
        switch (type, value) {
        case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string),
             ("array", .array), ("object", .object):
            return true
        case ("integer", .number(let number)):
            return number.rounded() == number
        default:
            return false
        }
    }
}
