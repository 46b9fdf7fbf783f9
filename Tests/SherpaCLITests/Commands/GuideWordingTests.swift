import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
@testable import SherpaSession
@testable import SherpaCLI
import SherpaTestSupport

/// `tone` and `explanation_depth` in `sherpa guide`, end to end through the command line.
@Suite("sherpa guide follows tone and explanation_depth")
struct GuideWordingTests {
    func guide(_ arguments: [String] = ["guide", "1"], config: String?, terminal: Bool = false) throws -> String {
        let course = try JourneyWorkspace()
        if let config { try course.setPreferences(config) }
        let run = course.run(arguments, terminal: terminal)
        #expect(run.code == ExitCode.success)
        return run.stdout
    }

    @Test("Concise depth prints the page's outline: headings and each part's first paragraph, no code, lists or tables")
    func conciseOutline() throws {
        let plain = try guide(config: nil)
        let concise = try guide(config: "explanation_depth: concise\n")
        #expect(plain.contains("let x = 1") && plain.contains("state │ view model") && plain.contains("• Keep the view thin."))
        #expect(concise.contains("Section 1: topic 1\n═"))
        #expect(concise.contains("Why it matters\n─"))
        #expect(concise.contains("A view that keeps its state"))
        #expect(!concise.contains("let x = 1"))
        #expect(!concise.contains("│"))
        #expect(!concise.contains("• Keep the view thin."))
    }

    @Test("Concise depth says the page was shortened and how to print all of it")
    func conciseNote() throws {
        let concise = try guide(config: "explanation_depth: concise\n")
        #expect(concise.contains("This is the outline of guide/section-1.md (explanation_depth: concise)"))
        #expect(concise.contains("`swift run sherpa guide section-1 --raw` prints the whole page."))
    }

    @Test("Concise depth shortens the page on a terminal too")
    func conciseOnTerminal() throws {
        let concise = try guide(config: "explanation_depth: concise\n", terminal: true)
        #expect(concise.contains("Why it matters"))
        #expect(!concise.contains("let x = 1"))
    }

    @Test("--raw prints the whole page whatever the depth")
    func rawIsWhole() throws {
        let raw = try guide(["guide", "1", "--raw"], config: "explanation_depth: concise\n")
        #expect(raw.contains("let x = 1"))
    }

    @Test("The outline keeps every heading and skips a code block that holds blank lines")
    func outlineOfFencedBlankLines() {
        let page = "# Title\n\nIntro.\n\n## Part\n\n```swift\nlet a = 1\n\n# not a heading\n```\n\nFirst prose.\n\nSecond prose.\n"
        #expect(FeedbackVoice.outline(of: page) == "# Title\n\nIntro.\n\n## Part\n\nFirst prose.\n")
    }

    @Test("The outline passes over a sentence that only introduces what follows, and keeps the list after it")
    func outlineSkipsIntroductions() {
        let page = "## Checkpoint\n\nYou can now:\n\n- name the layers\n- test a view model\n\nMore prose.\n"
        #expect(FeedbackVoice.outline(of: page) == "## Checkpoint\n\n- name the layers\n- test a view model\n")
    }

    @Test("The outline keeps the exercise part whole: its lists, its code and every paragraph")
    func outlineKeepsTheExercise() {
        let page = "## The idea\n\nFirst.\n\nSecond.\n\n## The exercise\n\nFolder: `X/`\n\n- move the model\n- add a test\n\n```sh\nswift run sherpa check 1\n```\n\n## Checkpoint\n\nDone.\n\nMore.\n"
        #expect(FeedbackVoice.outline(of: page) == "## The idea\n\nFirst.\n\n## The exercise\n\nFolder: `X/`\n\n- move the model\n- add a test\n\n```sh\nswift run sherpa check 1\n```\n\n## Checkpoint\n\nDone.\n")
    }

    @Test("The outline keeps every numbered step, even after the part's first paragraph")
    func outlineKeepsNumberedSteps() {
        let page = "## A suggested order\n\nIntro.\n\n1. Models.\n\n   ```swift\n   struct A {}\n   ```\n\n2. Repository.\n"
        #expect(FeedbackVoice.outline(of: page) == "## A suggested order\n\nIntro.\n\n1. Models.\n\n2. Repository.\n")
    }

    @Test("Concise depth keeps every step of every section's exercise in the course's own guide")
    func conciseKeepsTheCourseSteps() throws {
        let guide = SherpaProcess.repositoryRoot.appendingPathComponent("guide")
        let pages = try FileManager.default.contentsOfDirectory(atPath: guide.path).filter { $0.hasPrefix("section-") }
        #expect(pages.count == 8)
        for page in pages {
            let markdown = try String(contentsOf: guide.appendingPathComponent(page), encoding: .utf8)
            let exercise = try #require(markdown.components(separatedBy: "## The exercise").last?.components(separatedBy: "\n## ").first)
            let steps = exercise.split(separator: "\n").filter { $0.range(of: #"^(\d+\.|-) "#, options: .regularExpression) != nil }
            #expect(!steps.isEmpty, "\(page) lists no steps in its exercise")
            let outline = FeedbackVoice.outline(of: markdown)
            for step in steps {
                #expect(outline.contains(step), "\(page): the concise outline drops \"\(step)\"")
            }
        }
    }

    @Test("Detailed depth keeps the whole page and adds a way to test its ideas to the footer")
    func detailed() throws {
        let plain = try guide(config: nil)
        let detailed = try guide(config: "explanation_depth: detailed\n")
        let aside = try #require(FeedbackVoice(depth: .detailed).guideFooterAside(section: "section-1"))
        #expect(aside.contains("`swift run sherpa quiz section-1`"))
        #expect(detailed.replacingOccurrences(of: aside + "\n", with: "") == plain)
    }

    @Test("Each tone other than objective adds its own line to the footer", arguments: [LearnerPreferences.Tone.encouraging, .humorous])
    func tone(_ tone: LearnerPreferences.Tone) throws {
        let plain = try guide(config: nil)
        let toned = try guide(config: "tone: \(tone.rawValue)\n")
        let aside = try #require(FeedbackVoice(tone: tone).guideFooterAside(section: "section-1"))
        #expect(!plain.contains(aside))
        #expect(toned.replacingOccurrences(of: aside + "\n", with: "") == plain)
    }

    @Test("A config file that spells out the defaults prints exactly what no config file prints")
    func explicitDefaults() throws {
        #expect(try guide(config: "tone: objective\nexplanation_depth: balanced\n") == (try guide(config: nil)))
    }
}
