import Foundation

extension MCPArguments {
    /// Refuses, before the tool runs, an argument its input schema does not declare and one whose
    /// value is not of the declared type, naming the argument: an assistant that sends a number for
    /// a section or misspells a name learns which one to fix instead of getting a guess.
    func checkTypes(against schema: JSONValue) throws {
        let properties = schema["properties"]?.objectValue ?? [:]
        for (name, value) in values.sorted(by: { $0.key < $1.key }) {
            guard let property = properties[name] else {
                if schema["additionalProperties"] == .bool(false) {
                    throw MCPError.unknownArgument(tool: tool, name: name, known: properties.keys.sorted())
                }
                continue
            }
            // Every tool reads null as the argument left out.
            if value == .null { continue }
            if let expected = Self.mismatch(value, property) {
                throw MCPError.badArgument(tool: tool, name: name, expected: expected)
            }
        }
    }

    /// What `value` should have been under `schema`, or nil when it fits.
    static func mismatch(_ value: JSONValue, _ schema: JSONValue) -> String? {
        if let options = schema["anyOf"]?.arrayValue {
            let misses = options.map { mismatch(value, $0) }
            return misses.contains { $0 == nil } ? nil : misses.compactMap { $0 }.joined(separator: " or ")
        }
        if let allowed = schema["enum"]?.arrayValue, !allowed.contains(value) {
            return "one of " + allowed.map { $0.stringValue.map { "\"\($0)\"" } ?? "\($0)" }.joined(separator: ", ")
        }
        switch schema["type"]?.stringValue {
        case "string":
            if case .string = value { return nil }
            return "a string"
        case "boolean":
            if case .bool = value { return nil }
            return "true or false"
        case "integer":
            let minimum = schema["minimum"]?.intValue, maximum = schema["maximum"]?.intValue
            if let number = value.intValue, number >= (minimum ?? .min), number <= (maximum ?? .max) { return nil }
            switch (minimum, maximum) {
            case let (low?, high?): return "a whole number from \(low) to \(high)"
            case let (low?, nil): return "a whole number of at least \(low)"
            case let (nil, high?): return "a whole number of at most \(high)"
            case (nil, nil): return "a whole number"
            }
        case "number":
            switch value {
            case .integer, .number: return nil
            default: return "a number"
            }
        case "array":
            if case .array = value { return nil }
            return "a list"
        case "object":
            if case .object = value { return nil }
            return "an object"
        case "null":
            return "null"
        default:
            return nil
        }
    }
}
