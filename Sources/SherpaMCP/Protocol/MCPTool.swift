import Foundation

/// One tool an assistant can call: what `tools/list` says about it and the code behind it.
struct MCPTool: Sendable {
    var name: String
    var title: String
    /// For the assistant: what the tool does and how to use what it returns with the learner.
    var description: String
    var inputSchema: JSONValue
    var outputSchema: JSONValue
    /// True when the tool changes nothing in the learner's checkout or record.
    var readOnly: Bool
    /// Runs the tool, after refusing any argument the input schema does not declare, of another
    /// type than it declares, or longer than it allows. A thrown error becomes an `isError`
    /// result carrying its sentence.
    var run: @Sendable (_ arguments: [String: JSONValue], _ call: MCPToolCall) throws -> MCPToolResult

    init(
        name: String, title: String, description: String, inputSchema: JSONValue, outputSchema: JSONValue, readOnly: Bool,
        run: @escaping @Sendable (_ arguments: [String: JSONValue], _ call: MCPToolCall) throws -> MCPToolResult
    ) {
        self.name = name
        self.title = title
        self.description = description
        self.inputSchema = inputSchema
        self.outputSchema = outputSchema
        self.readOnly = readOnly
        self.run = { arguments, call in
            let checked = MCPArguments(tool: name, values: arguments)
            try checked.checkTypes(against: inputSchema)
            try checked.checkLengths(against: inputSchema)
            return try run(arguments, call)
        }
    }

    /// The entry in `tools/list`.
    var listing: JSONValue {
        [
            "name": .string(name),
            "title": .string(title),
            "description": .string(description),
            "inputSchema": inputSchema,
            "outputSchema": outputSchema,
            "annotations": [
                "title": .string(title),
                "readOnlyHint": .bool(readOnly),
                "destructiveHint": false,
                "idempotentHint": .bool(readOnly),
                // Everything stays on this machine: no tool reaches the network.
                "openWorldHint": false,
            ],
        ]
    }
}
