import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading
import SherpaSession

/// `sherpa guide [section]`: a guide page, laid out for the terminal and read through its pager.
struct GuideCommand: SherpaCommand {
    static let name = "guide"
    static let abstract = "Read a section's guide page in the terminal (no section: the route map)."
    static let options: [CommandOption] = [
        .section(optional: true, more: "Left out: the route map, guide/route-map.md."),
        .flag("--raw", help: "Print the page's Markdown exactly as it is stored, with nothing added."),
    ]
    static let discussion = """
        The page is laid out to the window's width, with headings, lists and code set apart.
        On a terminal it opens in your pager ($PAGER, or less -R when PAGER is unset); piped
        into another program or a file, it is plain text, without colours. --raw gives the
        Markdown; the pages are ordinary files in guide/, so any Markdown viewer works too.
        With explanation_depth: concise in .sherpa-config.yml you get the page's outline
        (headings and each part's first paragraph); --raw always prints the whole page.
        """

    var target: String?
    var raw: Bool

    init(parsing arguments: inout ArgumentList) throws {
        raw = arguments.flag("--raw")
        target = arguments.positional()
    }

    func run(_ context: CommandContext) throws -> Int32 {
        let workspace = try context.workspace()
        let section = try target.map { try workspace.section(named: $0) }
        let session = context.session(workspace)
        let preferences = session.preferences
        let console = context.console
        // The page comes first: a progress file that cannot be saved must not cost the learner the page.
        let read = try session.readGuide(section)
        let (path, markdown) = (read.value.path, read.value.markdown)
        let progress = session.store.load()
        defer { session.store.printProblems(on: console, unsaved: read.unsaved, what: "This guide visit") }

        if raw {
            console.write(markdown)
            return ExitCode.success
        }
        let voice = FeedbackVoice(preferences: preferences)
        // The next step goes through the pager with the page: it is the page's last word.
        console.paged { console in
            console.write(MarkdownRenderer(console: console).render(voice.guidePage(markdown)))
            console.line()
            if let note = voice.guideShortenedNote(path: path, section: section?.id) {
                console.line(console.style(console.wrap(note), .dim))
                console.line()
            }
            if console.isTerminal {
                console.line(console.style(String(repeating: "─", count: min(console.width, 60)), .dim))
            }
            if let section {
                if section.state == .ready, let aside = voice.guideFooterAside(section: section.id) {
                    console.line(console.wrap(aside))
                }
                console.line(console.wrap(NextStep.afterGuide(section, progress: progress)))
            } else {
                NextStep.route(workspace: workspace, progress: progress, preferences: preferences).render(on: console)
            }
        }
        return ExitCode.success
    }
}
