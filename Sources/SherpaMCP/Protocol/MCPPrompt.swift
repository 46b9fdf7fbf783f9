import Foundation

/// A prompt the client can offer its user: a name, its arguments, and the messages it expands to.
package struct MCPPrompt: Sendable {
    package struct Argument: Sendable {
        package var name: String
        package var description: String
        package var required: Bool
    }

    package var name: String
    package var title: String
    package var description: String
    package var arguments: [Argument]
    /// The prompt's text for the given arguments; throws a sentence for a bad argument.
    package var render: @Sendable (_ arguments: [String: String]) throws -> String

    package var listing: JSONValue {
        [
            "name": .string(name),
            "title": .string(title),
            "description": .string(description),
            "arguments": .array(arguments.map { ["name": .string($0.name), "description": .string($0.description), "required": .bool($0.required)] }),
        ]
    }
}
