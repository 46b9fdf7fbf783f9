import Foundation
import SherpaCore
import SherpaSession
import SherpaRunner
import SherpaGrading

/// `sherpa next`: only the next step, for when the route table is not needed.
package struct NextCommand: SherpaCommand {
    package static let name = "next"
    package static let abstract = "Print only the next step (the last part of `sherpa status`)."
    package static let options: [CommandOption] = []
    package static let discussion = """
        The advice follows `pacing` and `quiz_frequency` in .sherpa-config.yml.
        """

    package init(parsing arguments: inout ArgumentList) {}

    package func run(_ context: CommandContext) throws -> Int32 {
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
