import Foundation
import Testing
import SherpaCore
import SherpaRunner
import SherpaGrading
@testable import SherpaSession
@testable import SherpaCLI
import SherpaTestSupport

@Suite("sherpa config")
struct ConfigCommandTests {
    @Test("Shows each effective setting with the line or default it came from")
    func showsSources() throws {
        let course = try QuizCourse(config: "# mine\nfeedback_style: summary\n")
        let code = course.run(["config"])
        #expect(code == ExitCode.success)
        let out = course.output.stdout
        #expect(out.contains("feedback_style     summary"))
        #expect(out.contains(".sherpa-config.yml line 2"))
        #expect(out.contains("tone               objective           default"))
    }

    @Test("A bad value is listed with its line and allowed values, and the exit code is 1")
    func reportsProblems() throws {
        let course = try QuizCourse(config: "quiz_type: essay\n")
        let code = course.run(["config"])
        #expect(code == ExitCode.failure)
        #expect(course.output.stdout.contains("line 1"))
        #expect(course.output.stdout.contains("multiple_choice, explanation, mixed"))
        #expect(course.output.stdout.contains("quiz_type          mixed"))
    }

    @Test("--init writes a template that parses without problems and keeps the defaults")
    func initWritesTemplate() throws {
        let course = try QuizCourse()
        #expect(course.run(["config", "--init"]) == ExitCode.success)
        let text = try String(contentsOf: course.root.appendingPathComponent(".sherpa-config.yml"), encoding: .utf8)
        let loaded = PreferencesLoader.parse(text)
        #expect(loaded.problems.isEmpty)
        #expect(loaded.preferences == .defaults)
        #expect(!loaded.sources.values.contains("default"))
    }

    @Test("--init refuses to overwrite an existing file")
    func initKeepsExistingFile() throws {
        let course = try QuizCourse(config: "tone: humorous\n")
        #expect(course.run(["config", "--init"]) == ExitCode.failure)
        let text = try String(contentsOf: course.root.appendingPathComponent(".sherpa-config.yml"), encoding: .utf8)
        #expect(text == "tone: humorous\n")
    }

    @Test("--json gives values, sources and problems")
    func json() throws {
        let course = try QuizCourse(config: "tone: humorous\n")
        _ = course.run(["config", "--json"])
        struct Body: Decodable {
            struct Setting: Decodable { var value: String; var source: String }
            var settings: [String: Setting]
            var problems: [String]
        }
        let body = try JSONDecoder().decode(Body.self, from: Data(course.output.stdout.utf8))
        #expect(body.settings["tone"]?.value == "humorous")
        #expect(body.settings["tone"]?.source == ".sherpa-config.yml line 1")
        #expect(body.settings["pacing"]?.source == "default")
        #expect(body.problems.isEmpty)
    }
}
