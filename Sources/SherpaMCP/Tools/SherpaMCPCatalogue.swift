import Foundation
import SherpaCore
import SherpaSession
import SherpaRunner

/// sherpa's tools, resources and prompts for one workspace. Each tool calls the library code its
/// command calls and returns the data, not the command's text, so an assistant and the terminal
/// see the same results and the same record is kept.
struct SherpaMCPCatalogue: Sendable {
    let workspace: Workspace
    let tools: ToolEnvironment

    var catalogue: MCPCatalogue {
        MCPCatalogue(
            instructions: Self.instructions,
            tools: [statusTool, checkTool, hintTool, guideTool, quizTool, preferencesTool, showTool, wrapUpTool, observationTool, diffTool],
            resources: resources,
            readResource: { [workspace] resource in try String(contentsOf: workspace.url(resource.path), encoding: .utf8) },
            prompts: prompts
        )
    }

    static let instructions = """
        sherpa is the exercise harness of the iOS App Patterns course, running on the learner's own machine. \
        Start with sherpa_status to see where the learner stands and the one next step. Teach from the guide \
        pages and the teaching notes (resources), let the learner write the code, and use sherpa_check to see \
        what the hidden tests say. When the learner is stuck, sherpa_hint gives one hint at a time: pass it on \
        as a question or a nudge, never as finished code. Write what you notice with sherpa_note.
        """

    /// The environment of one tool call: its processes stop when the call is cancelled.
    func tools(for call: MCPToolCall) -> ToolEnvironment {
        var scoped = tools
        scoped.processes = call.processes(tools.processes)
        return scoped
    }

    /// The learner's session, through which a tool records what it did, as the commands do; its
    /// preferences are read for each call, so an edit of the file between calls counts.
    var session: LearnerSession {
        tools.session(workspace)
    }

    func section(_ arguments: MCPArguments) throws -> CatalogSection {
        try workspace.readySection(named: arguments.string("section"))
    }
}
