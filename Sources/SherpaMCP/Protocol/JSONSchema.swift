import Foundation

/// Small builders for the JSON Schemas (draft 2020-12) that tools declare for their input and output.
enum JSONSchema {
    static func object(_ properties: [String: JSONValue], required: [String] = [], additional: Bool = false) -> JSONValue {
        [
            "type": "object",
            "properties": .object(properties),
            "required": .array(required.map { .string($0) }),
            "additionalProperties": .bool(additional),
        ]
    }

    /// `maxLength`, in characters, is enforced on a tool's input before the tool runs (`MCPArguments`).
    static func string(_ description: String, oneOf values: [String]? = nil, maxLength: Int? = nil) -> JSONValue {
        var schema: [String: JSONValue] = ["type": "string", "description": .string(description)]
        if let values { schema["enum"] = .array(values.map { .string($0) }) }
        if let maxLength { schema["maxLength"] = .integer(maxLength) }
        return .object(schema)
    }

    static func integer(_ description: String, minimum: Int? = nil, maximum: Int? = nil) -> JSONValue {
        var schema: [String: JSONValue] = ["type": "integer", "description": .string(description)]
        if let minimum { schema["minimum"] = .integer(minimum) }
        if let maximum { schema["maximum"] = .integer(maximum) }
        return .object(schema)
    }

    static func number(_ description: String) -> JSONValue {
        ["type": "number", "description": .string(description)]
    }

    static func boolean(_ description: String) -> JSONValue {
        ["type": "boolean", "description": .string(description)]
    }

    static func array(of items: JSONValue, _ description: String) -> JSONValue {
        ["type": "array", "items": items, "description": .string(description)]
    }

    /// A value that may be absent from the result: the schema or null.
    static func nullable(_ schema: JSONValue) -> JSONValue {
        ["anyOf": [schema, ["type": "null"]]]
    }

    /// Any object, for data whose shape another document fixes (a check report is `check --json`).
    static func anyObject(_ description: String) -> JSONValue {
        ["type": "object", "description": .string(description)]
    }

    /// The longest section name a tool takes: ids and slugs are a few words.
    static let sectionLength = 64

    /// The section argument every section tool takes.
    static let section = string("The section: a number (\"2\"), an id (\"section-2\") or a slug (\"view-model\").", maxLength: sectionLength)
}
