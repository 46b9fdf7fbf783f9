import Foundation

/// `sherpa` / `sherpa status`: the route with each section's state, and the one next step.
public struct StatusCommand: SherpaCommand {
    public static let name = "status"
    public static let abstract = "Show the route, where you stand in each section, and what to do next."
    public static let usage = """
        USAGE: sherpa status
               sherpa            (the same)
        """

    public init(parsing arguments: inout ArgumentList) throws {
        try arguments.finish()
    }

    public func run(_ context: CommandContext) throws -> Int32 {
        let workspace = try context.workspace()
        let store = context.progressStore(workspace)
        let progress = store.load()
        for warning in store.warnings { context.console.error("warning: \(warning)") }
        let console = context.console

        console.line(console.style(workspace.catalog.title, .bold))
        console.line()
        for section in workspace.catalog.sections {
            guard section.state == .ready else {
                console.line("  \(console.style("·", .dim)) \(section.number). \(section.title.padding(toLength: 34, withPad: " ", startingAt: 0)) \(console.style("being written", .dim))")
                continue
            }
            let state = RouteState.describe(section, progress: progress)
            let marker = state.done ? console.style("✔", .green) : state.started ? console.style("◐", .yellow) : console.style("○", .dim)
            console.line("  \(marker) \(section.number). \(section.title.padding(toLength: 34, withPad: " ", startingAt: 0)) \(state.text)")
        }
        console.line()
        console.line(console.wrap("Next: " + RouteState.nextStep(workspace: workspace, progress: progress)))
        return ExitCode.success
    }
}

/// How far a learner is in a section, in words.
enum RouteState {
    static func describe(_ section: CatalogSection, progress: LearnerProgress) -> (text: String, started: Bool, done: Bool) {
        let record = progress[section: section.id]
        var parts: [String] = []
        let learnerChecks = record.checks.filter { $0.variant == CheckVariant.starter.rawValue }
        if record.completedAt != nil {
            parts.append("check passed")
        } else if let last = learnerChecks.last {
            parts.append("in progress (last check \(last.passed)/\(last.total))")
        } else {
            parts.append("not started")
        }
        if let quiz = record.quiz {
            parts.append("quiz best \(Int((quiz.bestScore * 100).rounded()))%")
        }
        return (parts.joined(separator: " · "), !learnerChecks.isEmpty || record.quiz != nil, record.completedAt != nil)
    }

    static func nextStep(workspace: Workspace, progress: LearnerProgress) -> String {
        for section in workspace.readySections {
            let record = progress[section: section.id]
            if record.completedAt == nil {
                if record.checks.isEmpty {
                    return "read \(section.guide) (`swift run sherpa guide \(section.id)`), then edit \(section.starter) and run `swift run sherpa check \(section.id)`."
                }
                return "keep going with \(section.starter) and run `swift run sherpa check \(section.id)`; `swift run sherpa hint \(section.id)` helps when stuck."
            }
            if record.quiz == nil {
                return "take the checkpoint quiz for \(section.displayName): `swift run sherpa quiz \(section.id)`."
            }
        }
        return "you have finished the route. Well done."
    }
}
