import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
@testable import SherpaSession
@testable import SherpaCLI
import SherpaTestSupport

/// The text report, rendered from a report built by hand and compared whole.
@Suite("The check report as text")
struct CheckReportRenderingTests {
    private func rendered(_ report: CheckReport, sourcePath: String = "Exercises/Section2-ViewModel", width: Int = 80) -> String {
        let buffer = OutputBuffer()
        report.render(on: .capturing(buffer, width: width), sourcePath: sourcePath)
        return buffer.stdout
    }

    /// A failing report whose test name, message, hint, finding and summary are each longer than a narrow terminal.
    private var longReport: CheckReport {
        var report = CheckReport(section: "section-4", variant: .starter, status: .fail, message: "1 of 3 checks of section 4 do not pass yet: the view model still builds its own repository.")
        report.tests = [
            TestOutcome(
                name: "The list view model loads its books through the repository it was given, not one it builds itself",
                status: .fail, origin: .suite,
                message: "BookListViewModel.load() asked RemoteBookRepository for books although the test handed it an InMemoryBookRepository.",
                hint: "Look at where BookListViewModel gets its repository: store the one init(repository:) receives and use it in load()."
            ),
        ]
        report.findings = [
            ArchitectureFinding(
                ruleID: "view-model-depends-on-protocol",
                message: "`BookListViewModel.repository` is the concrete `RemoteBookRepository`. Store it as `BookRepository` so a test can hand in a stand-in.",
                guide: "guide/section-4.md#depending-on-a-protocol", path: "Exercises/Section4-DI/BookListViewModel.swift", line: 16
            ),
        ]
        return report
    }

    @Test("At 60 and 80 columns no line of a report is longer than the width, its indent included", arguments: [60, 80])
    func fitsTheWidth(width: Int) {
        for line in rendered(longReport, width: width).split(separator: "\n") {
            #expect(line.count <= width, "\(line.count) columns: \(line)")
        }
    }

    @Test("At 60 and 80 columns no word of a report is cut in two by the terminal's edge", arguments: [60, 80])
    func noWordCut(width: Int) {
        let text = rendered(longReport, width: width)
        // What a terminal shows: a line longer than the window continues on the next row, wherever the edge falls.
        let rows = text.split(separator: "\n").flatMap { line in
            stride(from: 0, to: line.count, by: width).map { String(line.dropFirst($0).prefix(width)) }
        }
        for word in text.split(whereSeparator: \.isWhitespace) {
            #expect(rows.contains { $0.contains(word) }, "\(word) is cut")
        }
    }

    @Test("A failing run lists each group of tests in order, then the findings, then the summary")
    func failingRun() {
        var report = CheckReport(section: "section-2", variant: .starter, status: .fail, message: "1 of 3 checks of section 2 do not pass yet.")
        report.tests = [
            TestOutcome(name: "Loading fills the profile", status: .pass, origin: .suite),
            TestOutcome(name: "Saving sends the edited name", status: .fail, origin: .suite, message: "save() must send the edited name", output: "Expectation failed", hint: "Look at what save() sends."),
            TestOutcome(name: "Only the view model changes `user`", status: .pass, origin: .probe),
        ]
        report.findings = [
            ArchitectureFinding(ruleID: "view-has-no-networking", message: "`ProfileView` uses `URLSession`.", guide: "guide/section-2-view-model.md#the-view", path: "Exercises/Section2-ViewModel/ProfileView.swift", line: 12),
        ]
        #expect(rendered(report) == """
            section-2 · your code in Exercises/Section2-ViewModel

            Hidden tests
              ✔ Loading fills the profile
              ✘ Saving sends the edited name
                  save() must send the edited name
                  hint: Look at what save() sends.

            Compile-time guarantees
              ✔ Only the view model changes `user`

            Architecture
              ✘ Exercises/Section2-ViewModel/ProfileView.swift:12 [view-has-no-networking]
                  `ProfileView` uses `URLSession`.
                  more: guide/section-2-view-model.md#the-view

            1 of 3 checks of section 2 do not pass yet.

            """)
    }

    @Test("A build error lists each error at the learner's path, with its note")
    func buildError() {
        var report = CheckReport(section: "section-2", variant: .starter, status: .error, message: "Your code in Exercises/Section2-ViewModel does not compile yet.")
        report.buildErrors = [
            BuildDiagnostic(path: "Exercises/Section2-ViewModel/ProfileView.swift", line: 9, column: 14, severity: .error, message: "value of type 'some View' has no member 'blur'", note: "The stand-in covers the course's subset."),
        ]
        #expect(rendered(report) == """
            section-2 · your code in Exercises/Section2-ViewModel

            Your code does not compile yet. Fix these errors first:
              Exercises/Section2-ViewModel/ProfileView.swift:9:14: value of type 'some View'
                has no member 'blur'
                The stand-in covers the course's subset.

            Your code in Exercises/Section2-ViewModel does not compile yet.

            """)
    }

    @Test("Missing requirements and surviving mutants are listed with their sentences and hints")
    func missingAndMutants() {
        var report = CheckReport(section: "section-4", variant: .solution, status: .fail, message: "Not yet.")
        report.missing = ["Section 4 asks for a `BookRepository` type; none was found in Solutions/Section4-DependencyInjection."]
        report.mutants = [
            MutantOutcome(id: "a", description: "increment() adds two.", killed: true, hint: "Increment once."),
            MutantOutcome(id: "b", description: "reset() does nothing.", killed: false, hint: "Reset and check zero."),
        ]
        report.requiredKills = 2
        #expect(rendered(report, sourcePath: "Solutions/Section4-DependencyInjection") == """
            section-4 · reference solution in Solutions/Section4-DependencyInjection

            Your code compiles, but something the section asks for is missing:
              ✘ Section 4 asks for a `BookRepository` type; none was found in
                Solutions/Section4-DependencyInjection.

            Bugs your tests catch (1 of 2, 2 needed)
              ✔ increment() adds two.
              ✘ reset() does nothing.
                  hint: Reset and check zero.

            Not yet.

            """)
    }
}
