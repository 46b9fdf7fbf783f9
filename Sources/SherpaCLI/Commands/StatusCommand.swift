import Foundation
import SherpaCore
import SherpaSession
import SherpaRunner
import SherpaGrading

/// `sherpa` / `sherpa status`: how much of the route is done, each section's state, and the one next step.
struct StatusCommand: SherpaCommand {
    static let name = "status"
    static let abstract = "Show the route, where you stand in each section, and what to do next."
    static let options: [CommandOption] = []
    static let discussion = """
        `sherpa` with no command does the same.

        Under the route's name, how many of its sections are done (their latest check passed).
        Each section shows: not started, in progress (with the last check's score), check
        passed, and the best quiz score. The next step follows the `pacing` and
        `quiz_frequency` settings in .sherpa-config.yml (see `sherpa config`).
        """

    init(parsing arguments: inout ArgumentList) {}

    func run(_ context: CommandContext) throws -> Int32 {
        let workspace = try context.workspace()
        let store = context.progressStore(workspace)
        let progress = store.load()
        let console = context.console
        for warning in store.warnings { console.error("warning: \(warning)") }
        let loaded = workspace.loadPreferences()
        for problem in loaded.problems { console.error("warning: \(problem)") }
        let preferences = loaded.preferences

        console.line(console.style(workspace.catalog.title, .bold) + console.style("  ·  pacing: \(preferences.pacing.rawValue) · quizzes: \(Self.describe(preferences.quizFrequency))", .dim))
        let done = workspace.catalog.sections.filter { SectionStanding.of($0, in: progress).isDone }.count
        console.line("Progress: \(done) of \(workspace.catalog.sections.count) sections done")
        console.line()
        let titleWidth = min(36, (workspace.catalog.sections.map(\.title.count).max() ?? 20) + 1)
        for section in workspace.catalog.sections {
            let standing = SectionStanding.of(section, in: progress)
            let marker: String
            switch standing.phase {
            case .planned: marker = console.style("·", .dim)
            case .notStarted: marker = console.style("○", .dim)
            case .started, .inProgress: marker = console.style("◐", .yellow)
            case .passed: marker = console.style("✔", .green)
            }
            let title = section.title.padding(toLength: titleWidth, withPad: " ", startingAt: 0)
            let text = standing.text(clock: SessionClock(timeZone: .current))
            let state = standing.phase == .planned ? console.style(text, .dim) : text
            console.line("  \(marker) \(String(section.number).leftPadded(to: 2)). \(title) \(state)")
        }
        console.line()
        NextStep.route(workspace: workspace, progress: progress, preferences: preferences).render(on: console)
        if progress.activity.isEmpty {
            console.line()
            console.line(console.wrap(console.style("New here? `swift run sherpa guide` prints the route map; `swift run sherpa --help` lists every command.", .dim)))
        }
        return ExitCode.success
    }

    static func describe(_ frequency: LearnerPreferences.QuizFrequency) -> String {
        switch frequency {
        case .afterEachSection: "after each section"
        case .afterMajorTopics: "after major topics"
        case .endOfRoute: "at the end of the route"
        }
    }
}

extension String {
    /// Right-aligns a short label (section numbers) in a column.
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
