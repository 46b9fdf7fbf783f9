import Foundation

/// A tool call's arguments, read with the tool's name at hand so a wrong one gets a sentence
/// that says which tool and which argument.
struct MCPArguments {
    let tool: String
    let values: [String: JSONValue]

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
