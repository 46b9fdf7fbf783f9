import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading

/// `sherpa show <section>`: draws the section's root screen without a device and prints what a
/// person would see, as an indented outline.
struct ShowCommand: SherpaCommand {
    static let name = "show"
    static let abstract = "Draw a section's screen without a device and print what it shows."
    static let options: [CommandOption] = [
        .section(purpose: "to show", example: "show section-8"),
        .flag("--solution", help: "Show the reference solution's screen instead of yours."),
    ]
    static let discussion = """
        The screen is drawn by the headless host the hidden tests use, with the section's own
        data: its simulated repository, or sample answers from the course API kept in
        sherpa/show/api.json. No request leaves the machine; one the samples do not cover fails
        as offline. sherpa prints the first frame that shows a loading state, then the screen
        once its work has finished. The screen is drawn with sherpa's SwiftUI stand-in on Linux
        and on a Mac alike; Xcode's preview shows it with Apple's SwiftUI.

        EXIT CODES: 0 shown, 1 the screen cannot be drawn from this code yet, 2 your code does
        not compile, 64 usage error, 70 this system cannot draw screens.
        """

    var section: String
    var solution: Bool

    init(parsing arguments: inout ArgumentList) throws {
        solution = arguments.flag("--solution")
        section = arguments.required()
    }

    func run(_ context: CommandContext) throws -> Int32 {
        let workspace = try context.workspace()
        let section = try workspace.readySection(named: section)
        let console = context.console
        guard let screen = section.screen else {
            console.error("\(section.displayName.capitalizedFirst) has no screen to show: the catalog names none for it.")
            return ExitCode.usage
        }
        guard StandIn(workspace: workspace).available else {
            console.error("sherpa show draws screens with the SwiftUI stand-in in Sources/SwiftUIStandIn, which this copy of the course does not have. Open \(solution ? section.solution : section.starter) in Xcode and use the SwiftUI preview of `\(screen)`.")
            return ExitCode.environment
        }
        let sourcePath = solution ? section.solution : section.starter
        console.line(console.style("Drawing \(section.displayName)'s screen, `\(screen)`, from \(sourcePath)…", .dim))
        let drawing = try ScreenDrawing(environment: context.runEnvironment(workspace), section: section, screen: screen, sourcePath: sourcePath)
            .draw { console.error("Another sherpa is drawing this screen; waiting for it to finish…") }
        switch drawing {
        case .drawn(let loading, let settled, let busy):
            if let loading {
                console.line()
                console.line(console.style("While loading:", .bold))
                console.line(loading)
            }
            console.line()
            console.line(console.style(busy ? "After \(ScreenDrawing.settleSeconds) seconds, still busy:" : (loading == nil ? "The screen:" : "Once loaded:"), .bold))
            console.line(settled)
            return ExitCode.success
        case .notDrawable(let reason):
            console.line()
            console.line(console.wrap(reason))
            return ExitCode.failure
        case .doesNotCompile(let reason):
            console.line()
            console.line(console.wrap(reason))
            return ExitCode.buildError
        }
    }
}
