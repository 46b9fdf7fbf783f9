import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
import SherpaTestSupport

/// `sherpa check` and `sherpa grade` sort a failed build through this one function.
@Suite("Sorting one learner's failed build")
struct LearnerBuildFailureTests {
    let folder: TemporaryFolder
    let view: String
    let section: CatalogSection
    let api = SwiftUIAPI(version: "test", types: ["Gauge", "Text", "View"], members: ["sensoryFeedback"], functions: [])

    init() throws {
        folder = try TemporaryFolder()
        try folder.write("import SwiftUI\nstruct BookListView: View {}\n", to: "BookListView.swift")
        view = folder.url.appendingPathComponent("BookListView.swift").path
        section = try ShippedCourse.section("3")
    }

    private func sort(learner: [CompilerDiagnostics.Diagnostic], suite: [CompilerDiagnostics.Diagnostic] = [], viewsSetAside: Bool = false) -> LearnerBuild<Never> {
        LearnerBuild<Never>.sortingFailure(
            learnerErrors: learner, suiteErrors: suite, section: section, variant: .starter, sourcePath: "Exercises/Books",
            learnerFiles: [folder.url.appendingPathComponent("BookListView.swift")], api: api, viewsSetAside: viewsSetAside,
            displayPath: { "Exercises/Books/" + URL(fileURLWithPath: $0).lastPathComponent }
        )
    }

    private func error(_ message: String, id: String) -> CompilerDiagnostics.Diagnostic {
        CompilerDiagnostics.Diagnostic(path: view, line: 9, column: 5, severity: .error, message: message, id: id)
    }

    @Test("Errors only in the hidden suite say what is missing rather than blaming the learner's code")
    func suiteOnlyIsMissing() throws {
        let suiteError = CompilerDiagnostics.Diagnostic(path: "/scratch/Tests/Suite.swift", line: 3, column: 1, severity: .error, message: "cannot find 'BookStore' in scope")
        guard case .missing(let sentences) = sort(learner: [], suite: [suiteError]) else {
            Issue.record("errors only in the suite were not sorted as missing parts")
            return
        }
        #expect(!sentences.isEmpty)
    }

    @Test("An error of the learner's own is a build error at the path they know")
    func ownErrorIsFailed() throws {
        guard case .failed(let report) = sort(learner: [error("cannot find 'isLoading' in scope", id: "cannot_find_in_scope")]) else {
            Issue.record("the learner's own error was not sorted as a failed build")
            return
        }
        #expect(report.status == .error)
        #expect(report.message == "Your code in Exercises/Books does not compile yet.")
        #expect(report.buildErrors.map(\.path) == ["Exercises/Books/BookListView.swift"])
    }

    @Test("SwiftUI the stand-in lacks is sherpa's gap, named as the learner writes it")
    func standInGap() {
        guard case .checkerGap(let names) = sort(learner: [error("cannot find 'Gauge' in scope", id: "cannot_find_in_scope")]) else {
            Issue.record("a name only the stand-in lacks was not sorted as a checker gap")
            return
        }
        #expect(names == ["Gauge"])
    }

    @Test("With the views already set aside, the same gap is a build error whose line carries the note")
    func gapAfterViewsSetAsideIsFailed() throws {
        guard case .failed(let report) = sort(learner: [error("cannot find 'Gauge' in scope", id: "cannot_find_in_scope")], viewsSetAside: true) else {
            Issue.record("a second gap, with the views set aside, was not sorted as a failed build")
            return
        }
        #expect(try #require(report.buildErrors.first).note == StandInGap.note(for: "Gauge"))
    }
}
