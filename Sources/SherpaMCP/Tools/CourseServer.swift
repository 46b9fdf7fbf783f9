import Foundation
import SherpaCore
import SherpaRunner

/// `sherpa mcp`'s one entry: serves a course's tools, resources and prompts over the Model Context
/// Protocol until the client closes its end.
package enum CourseServer {
    /// `writeLine` carries protocol messages, one a line; `standardError` everything else, the
    /// server's log lines prefixed `sherpa mcp: `.
    package static func serve(
        _ workspace: Workspace,
        processes: any ProcessRunning,
        now: @escaping @Sendable () -> Date,
        environment: [String: String],
        swift: String,
        readLine: () -> String?,
        writeLine: @escaping @Sendable (String) -> Void,
        standardError: @escaping @Sendable (String) -> Void
    ) {
        let log: @Sendable (String) -> Void = { standardError("sherpa mcp: " + $0) }
        let tools = ToolEnvironment(processes: processes, now: now, environment: environment, swift: swift, standardError: standardError)
        let catalogue = SherpaMCPCatalogue(workspace: workspace, tools: tools).catalogue
        log("serving \(workspace.catalog.title) from \(workspace.root.path)")
        MCPServer(catalogue: catalogue, output: MCPOutput(writeLine: writeLine), log: log).serve(readLine: readLine)
    }
}
