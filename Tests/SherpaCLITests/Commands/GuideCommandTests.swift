import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
@testable import SherpaSession
@testable import SherpaCLI
import SherpaTestSupport

@Suite("sherpa guide")
struct JourneyGuideCommandTests {
    /// Records the pages handed to the pager, standing in for the reader's `less`.
    final class PagerRecorder: @unchecked Sendable {
        private let lock = NSLock()
        private var shown: [String] = []

        var pages: [String] { lock.withLock { shown } }

        func show(_ text: String) -> Bool {
            lock.withLock { shown.append(text) }
            return true
        }
    }

    @Test("On a terminal, headings lose their # marks and code blocks are indented")
    func terminalLayout() throws {
        let course = try JourneyWorkspace()
        let run = course.run(["guide", "1"], terminal: true)
        #expect(run.code == 0)
        #expect(!run.stdout.contains("## Why it matters"))
        #expect(run.stdout.contains("Why it matters\n──────────────"))
        #expect(run.stdout.contains("\n    let x = 1\n"))
        #expect(!run.stdout.contains("```"))
    }

    @Test("On a terminal, prose is wrapped to the console's width")
    func wrapsToWidth() throws {
        let course = try JourneyWorkspace()
        let run = course.run(["guide", "1"], terminal: true, width: 40)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count > 10)
        #expect(lines.allSatisfy { $0.count <= 40 }, "every line fits in 40 columns")
        #expect(run.stdout.contains("screen itself can create it and drive it"))
    }

    @Test("Piped, the page is laid out as plain text, without styles or a pager")
    func plainWhenPiped() throws {
        let course = try JourneyWorkspace()
        let pager = PagerRecorder()
        let run = course.run(["guide", "section-1"], terminal: false, pager: pager.show)
        #expect(run.code == 0)
        #expect(pager.pages.isEmpty)
        #expect(run.stdout.hasPrefix("Section 1: topic 1\n══════"))
        #expect(run.stdout.contains("\n    let x = 1\n"))
        #expect(!run.stdout.contains("```"))
        #expect(!run.stdout.contains("\u{1B}["))
    }

    @Test("On a terminal, the page and the next step after it go through the pager")
    func pagedOnATerminal() throws {
        let course = try JourneyWorkspace()
        let pager = PagerRecorder()
        let run = course.run(["guide", "1"], terminal: true, width: 200, pager: pager.show)
        #expect(run.stdout.isEmpty)
        let page = try #require(pager.pages.first)
        #expect(page.hasPrefix("Section 1: topic 1\n"))
        #expect(page.contains("`swift run sherpa check section-1`"))
    }

    @Test("When the pager cannot start, the page is printed instead")
    func printedWithoutAPager() throws {
        let course = try JourneyWorkspace()
        let run = course.run(["guide", "1"], terminal: true, pager: { _ in false })
        #expect(run.stdout.hasPrefix("Section 1: topic 1\n"))
    }

    @Test("--raw prints the page and nothing else")
    func rawIsExact() throws {
        let course = try JourneyWorkspace()
        let run = course.run(["guide", "1", "--raw"], terminal: true)
        #expect(run.stdout == JourneyWorkspace.guidePage(1))
    }

    @Test("Without a section, guide shows the route map")
    func routeMapByDefault() throws {
        let course = try JourneyWorkspace()
        let run = course.run(["guide"])
        #expect(run.code == 0)
        #expect(run.stdout.hasPrefix("The route\n═════════"))
        #expect(run.stdout.contains("`swift run sherpa guide section-1`"))
    }

    @Test("After a section's page comes the next step for that section")
    func footerPointsToTheExercise() throws {
        let course = try JourneyWorkspace()
        let run = course.run(["guide", "1"], terminal: true, width: 200)
        #expect(run.stdout.contains("Exercises/Section1-Topic1/"))
        #expect(run.stdout.contains("`swift run sherpa check section-1`"))
    }

    @Test("Reading a page is recorded in the activity log")
    func readIsRecorded() throws {
        let course = try JourneyWorkspace()
        course.run(["guide", "topic-2"])
        let entry = try #require(course.progress().activity.last)
        #expect(entry.kind == .guide)
        #expect(entry.section == "section-2")
        #expect(entry.summary.contains("guide/section-2.md"))
    }

    @Test("A planned section's page can be read, and says its exercise is not ready")
    func plannedSectionPage() throws {
        let course = try JourneyWorkspace()
        let run = course.run(["guide", "5"])
        #expect(run.code == 0)
        #expect(run.stdout.contains("still being written"))
    }

    @Test("A missing page is reported by its path")
    func missingPage() throws {
        let course = try JourneyWorkspace()
        try FileManager.default.removeItem(at: course.root.appendingPathComponent("guide/section-3.md"))
        let run = course.run(["guide", "3"])
        #expect(run.code == ExitCode.environment)
        #expect(run.stderr.contains("guide/section-3.md"))
    }

    @Test("An unknown section is a usage error")
    func unknownSection() throws {
        let course = try JourneyWorkspace()
        #expect(course.run(["guide", "section-42"]).code == ExitCode.usage)
    }
}

@Suite("The Markdown renderer")
struct JourneyMarkdownRendererTests {
    /// Marks styles visibly so tests can see where they apply.
    let renderer = MarkdownRenderer(width: 40) { text, styles in
        styles.contains(.bold) ? "<b>\(text)</b>" : text
    }

    @Test("Bold text is styled and loses its asterisks")
    func strong() {
        let text = renderer.render("Keep **state** apart.")
        #expect(text == "Keep <b>state</b> apart.\n")
    }

    @Test("List items wrap under their own text")
    func hangingIndent() {
        let text = MarkdownRenderer(width: 30).render("- one two three four five six seven eight nine ten")
        #expect(text == "  • one two three four five\n    six seven eight nine ten\n")
    }

    @Test("Without colour, inline code keeps its backticks")
    func codeMarksWithoutColour() {
        #expect(MarkdownRenderer(width: 60).render("Use `URLSession` here.") == "Use `URLSession` here.\n")
    }

    @Test("A link shows its target after the text")
    func links() {
        #expect(MarkdownRenderer(width: 60).render("See [the map](route-map.md).") == "See the map (route-map.md).\n")
    }

    @Test("A table that fits is drawn as aligned columns")
    func alignedTable() {
        let text = MarkdownRenderer(width: 60).render("| a | bb |\n|---|---|\n| ccc | d |")
        #expect(text == "  a   │ bb\n  ────┼───\n  ccc │ d \n")
    }

    @Test("A table too wide for the terminal becomes one block per row")
    func narrowTable() {
        let markdown = "| Job | Where it goes in the refactored code |\n|---|---|\n| state | the view model, as private(set) properties |"
        let text = MarkdownRenderer(width: 30).render(markdown)
        #expect(text.contains("  • state"))
        #expect(text.contains("    Where it goes in the"))
        #expect(!text.contains("│"))
    }

    @Test("A minor heading keeps a marker, so it stands out even without colour")
    func minorHeading() {
        #expect(MarkdownRenderer(width: 60).render("### The model") == "▸ The model\n")
    }

    @Test("A code block shows its language, not the authors' markers after it", arguments: ["fragment", "wont-compile", "apple-only", "uses=section-3", "fragment uses=section-2,section-3"])
    func fenceMarkersHidden(markers: String) {
        let text = MarkdownRenderer(width: 60).render("```swift \(markers)\nlet x = 1\n```")
        #expect(text == "    swift\n    let x = 1\n")
    }

    @Test("Task-list boxes become check boxes")
    func taskList() {
        #expect(MarkdownRenderer(width: 60).render("- [ ] name the six jobs") == "  ☐ name the six jobs\n")
    }
}
