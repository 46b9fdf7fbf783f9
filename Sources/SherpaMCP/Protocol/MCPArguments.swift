import Foundation

/// A tool call's arguments, read with the tool's name at hand so a wrong one gets a sentence
/// that says which tool and which argument.
struct MCPArguments {
    /// The longest string a tool takes where its schema names no `maxLength`, in characters.
    static let defaultStringLength = 256

    let tool: String
    let values: [String: JSONValue]

    /// Refuses a string argument longer than its schema allows, before the tool runs, so a huge
    /// input is neither stored nor echoed back. Arguments the schema does not declare are refused
    /// before this (`checkTypes`), so only declared ones are measured.
    func checkLengths(against schema: JSONValue) throws {
        for (name, value) in values.sorted(by: { $0.key < $1.key }) {
            guard case .string(let text) = value, let property = schema["properties"]?[name] else { continue }
            let limit = property["maxLength"]?.intValue ?? Self.defaultStringLength
            // Bytes are never fewer than characters, so most strings are measured without counting.
            if text.utf8.count > limit, text.unicodeScalars.count > limit {
                throw MCPError.argumentTooLong(tool: tool, name: name, limit: limit)
            }
        }
    }

    func string(_ name: String) throws -> String {
        guard let value = try optionalString(name) else { throw MCPError.missingArgument(tool: tool, name: name) }
        return value
    }

    func optionalString(_ name: String) throws -> String? {
        switch values[name] {
        case nil, .null?: return nil
        case .string(let text)?: return text
        case .integer(let number)?: return String(number)
        default: throw MCPError.badArgument(tool: tool, name: name, expected: "a string")
        }
    }

    func flag(_ name: String) throws -> Bool {
        switch values[name] {
        case nil, .null?: return false
        case .bool(let value)?: return value
        default: throw MCPError.badArgument(tool: tool, name: name, expected: "true or false")
        }
    }

    func optionalInteger(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let value = values[name], value != .null else { return nil }
        guard let number = value.intValue, range.contains(number) else {
            throw MCPError.badArgument(tool: tool, name: name, expected: "a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }
}
