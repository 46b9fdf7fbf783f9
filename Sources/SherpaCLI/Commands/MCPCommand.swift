import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading
import SherpaMCP

/// `sherpa mcp`: the course as tools, resources and prompts for an AI assistant, served over the
/// Model Context Protocol on standard input and output.
struct MCPCommand: SherpaCommand {
    static let name = "mcp"
    static let abstract = "Serve the course to an AI assistant over the Model Context Protocol (stdio)."
    static let options: [CommandOption] = [
        .value("--course", "folder", help: "The course checkout to serve (default: the current folder or\nthe nearest one above it with sherpa/catalog.json)."),
    ]
    static let discussion = """
        Speaks MCP (JSON-RPC 2.0, one message a line) on standard input and output; an
        assistant such as Claude Code, Cursor, VS Code or Zed starts it for you. Logs go to
        standard error. Everything stays on this machine. See docs/assistants.md.
        """

    /// Assistants do not all start servers in the project's folder, so it can be named.
    var course: String?

    init(parsing arguments: inout ArgumentList) throws {
        course = arguments.option("--course")
    }

    func run(_ context: CommandContext) throws -> Int32 {
        var context = context
        if let course {
            context.currentDirectory = URL(fileURLWithPath: course, relativeTo: context.currentDirectory).standardizedFileURL
        }
        let workspace = try context.workspace()
        let console = context.console
        CourseServer.serve(
            workspace, processes: context.processes, now: context.now, environment: context.environment, swift: context.swift,
            readLine: context.readLine,
            writeLine: { console.line($0) },
            standardError: { console.error($0) }
        )
        return ExitCode.success
    }
}
