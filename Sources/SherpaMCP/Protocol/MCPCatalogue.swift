import Foundation

/// Everything the server offers: tools, resources and prompts, and the instructions the client
/// may hand its model. The protocol layer serves any catalogue; `MCPCommand` builds sherpa's.
package struct MCPCatalogue: Sendable {
    package var serverName = "sherpa"
    package var serverVersion = "1.0.0"
    package var instructions: String
    package var tools: [MCPTool]
    package var resources: [MCPResource]
    /// The text of a listed resource.
    package var readResource: @Sendable (MCPResource) throws -> String
    package var prompts: [MCPPrompt]

    package init(instructions: String, tools: [MCPTool], resources: [MCPResource] = [], readResource: @escaping @Sendable (MCPResource) throws -> String = { _ in "" }, prompts: [MCPPrompt] = []) {
        self.instructions = instructions
        self.tools = tools
        self.resources = resources
        self.readResource = readResource
        self.prompts = prompts
    }
}
