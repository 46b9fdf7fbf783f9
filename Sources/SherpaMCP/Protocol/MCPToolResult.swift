import Foundation

/// What a tool returns: the data (`structuredContent`, matching the tool's output schema) and a
/// short text for clients that show only text. A failure carries one sentence and `isError`.
struct MCPToolResult: Equatable, Sendable {
    var structured: JSONValue?
    var text: String
    var isError: Bool

    init(structured: JSONValue, text: String) {
        self.structured = structured
        self.text = text
        isError = false
    }

    init(failure sentence: String) {
        structured = nil
        text = sentence
        isError = true
    }

    var json: JSONValue {
        var members: [String: JSONValue] = [
            "content": [["type": "text", "text": .string(text)]],
            "isError": .bool(isError),
        ]
        if let structured { members["structuredContent"] = structured }
        return .object(members)
    }
}
