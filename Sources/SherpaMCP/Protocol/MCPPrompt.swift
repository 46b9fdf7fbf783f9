import Foundation

/// A prompt the client can offer its user: a name, its arguments, and the messages it expands to.
struct MCPPrompt: Sendable {
    struct Argument: Sendable {
        var name: String
        var description: String
        var required: Bool
    }

    var name: String
    var title: String
    var description: String
    var arguments: [Argument]
    /// The prompt's text for the given arguments; throws a sentence for a bad argument.
    var render: @Sendable (_ arguments: [String: String]) throws -> String

    var listing: JSONValue {
        [
            "name": .string(name),
            "title": .string(title),
            "description": .string(description),
            "arguments": .array(arguments.map { ["name": .string($0.name), "description": .string($0.description), "required": .bool($0.required)] }),
        ]
    }
}
