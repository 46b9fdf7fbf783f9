import Foundation

/// Everything the server offers: tools, resources and prompts, and the instructions the client
/// may hand its model. The protocol layer serves any catalogue; `MCPCommand` builds sherpa's.
struct MCPCatalogue: Sendable {
    var serverName = "sherpa"
    var serverVersion = "1.0.0"
    var instructions: String
    var tools: [MCPTool]
    var resources: [MCPResource]
    /// The text of a listed resource.
    var readResource: @Sendable (MCPResource) throws -> String
    var prompts: [MCPPrompt]

    init(instructions: String, tools: [MCPTool], resources: [MCPResource] = [], readResource: @escaping @Sendable (MCPResource) throws -> String = { _ in "" }, prompts: [MCPPrompt] = []) {
        self.instructions = instructions
        self.tools = tools
        self.resources = resources
        self.readResource = readResource
        self.prompts = prompts
    }
}
