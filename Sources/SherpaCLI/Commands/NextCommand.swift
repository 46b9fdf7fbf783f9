import Foundation
import SherpaCore
import SherpaSession
import SherpaRunner
import SherpaGrading

/// `sherpa next`: only the next step, for when the route table is not needed.
struct NextCommand: SherpaCommand {
    static let name = "next"
    static let abstract = "Print only the next step (the last part of `sherpa status`)."
    static let options: [CommandOption] = []
    static let discussion = """
        The advice follows `pacing` and `quiz_frequency` in .sherpa-config.yml.
        """

    init(parsing arguments: inout ArgumentList) {}

    func run(_ context: CommandContext) throws -> Int32 {
        let workspace = try context.workspace()
        let store = context.progressStore(workspace)
        let progress = store.load()
        for warning in store.warnings { context.console.error("warning: \(warning)") }
        let loaded = workspace.loadPreferences()
        for problem in loaded.problems { context.console.error("warning: \(problem)") }
        NextStep.route(workspace: workspace, progress: progress, preferences: loaded.preferences).render(on: context.console)
        return ExitCode.success
    }
}
