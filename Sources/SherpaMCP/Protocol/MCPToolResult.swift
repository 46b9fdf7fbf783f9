import Foundation

/// What a tool returns: the data (`structuredContent`, matching the tool's output schema) and a
/// short text for clients that show only text. A failure carries one sentence and `isError`.
package struct MCPToolResult: Equatable, Sendable {
    package var structured: JSONValue?
    package var text: String
    package var isError: Bool

    package init(structured: JSONValue, text: String) {
        self.structured = structured
        self.text = text
        isError = false
    }

    package init(failure sentence: String) {
        structured = nil
        text = sentence
        isError = true
    }

    package var json: JSONValue {
        var members: [String: JSONValue] = [
            "content": [["type": "text", "text": .string(text)]],
            "isError": .bool(isError),
        ]
        if let structured { members["structuredContent"] = structured }
        return .object(members)
    }
}
