import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
import SherpaTestSupport

@Suite("Telling sherpa's SwiftUI gap from the learner's own error")
struct StandInGapTests {
    let folder: TemporaryFolder
    let view: String
    let model: String
    let context = StandInGap.Context(
        api: SwiftUIAPI(version: "test", types: ["Gauge", "Text", "View"], members: ["sensoryFeedback", "alert"], functions: ["withAnimation"]),
        learnerNames: ["BookListView", "BookListViewModel", "isLoading"]
    )

    init() throws {
        folder = try TemporaryFolder()
        try folder.write("import SwiftUI\nstruct BookListView: View {}\n", to: "BookListView.swift")
        try folder.write("import Foundation\nfinal class BookListViewModel {}\n", to: "BookListViewModel.swift")
        view = folder.url.appendingPathComponent("BookListView.swift").path
        model = folder.url.appendingPathComponent("BookListViewModel.swift").path
    }

    private func error(_ path: String, _ line: Int, _ message: String, id: String) -> CompilerDiagnostics.Diagnostic {
        CompilerDiagnostics.Diagnostic(path: path, line: line, column: 5, severity: .error, message: message, id: id)
    }

    @Test("A SwiftUI modifier the stand-in lacks, with the follow-on error on its line, is a gap")
    func modifierGap() {
        let gap = StandInGap.find(in: [
            error(view, 8, "value of type 'Text' has no member 'sensoryFeedback'", id: "could_not_find_value_member"),
            error(view, 8, "cannot infer contextual base in reference to member 'success'", id: "cannot_infer_base_of_unresolved_member"),
            error(view, 9, "cannot find 'Gauge' in scope", id: "cannot_find_in_scope"),
        ], context: context)
        #expect(gap?.names == [".sensoryFeedback", "Gauge"])
    }

    @Test("A missing name of the learner's own is their error, never a gap, and gets no note about SwiftUI")
    func learnersOwnName() {
        let own = error(view, 12, "cannot find 'isLoading' in scope", id: "cannot_find_in_scope")
        #expect(StandInGap.find(in: [own], context: context) == nil)
        #expect(CompilerDiagnostics.buildDiagnostic(own, displayPath: "BookListView.swift", gapContext: context).note == nil)
        let member = error(view, 13, "value of type 'BookListViewModel' has no member 'alert'", id: "could_not_find_value_member")
        #expect(StandInGap.find(in: [member], context: context) == nil, "a member missing from the learner's own type is the learner's")
    }

    @Test("One error of the learner's own beside a gap makes the whole build the learner's error, and only the gap gets the note")
    func mixedIsTheLearners() {
        let gapError = error(view, 8, "value of type 'Text' has no member 'sensoryFeedback'", id: "could_not_find_value_member")
        let own = error(view, 20, "cannot find 'loadingNow' in scope", id: "cannot_find_in_scope")
        #expect(StandInGap.find(in: [gapError, own], context: context) == nil)
        #expect(CompilerDiagnostics.buildDiagnostic(gapError, displayPath: "BookListView.swift", gapContext: context).note?.contains("does not know `.sensoryFeedback` yet; your code is not wrong") == true)
    }

    @Test("A SwiftUI name in a file that does not import SwiftUI is the learner's error")
    func fileWithoutSwiftUI() {
        #expect(StandInGap.find(in: [error(model, 3, "cannot find 'Gauge' in scope", id: "cannot_find_in_scope")], context: context) == nil)
    }

    @Test("The course's list of Apple's SwiftUI names is valid")
    func courseListIsValid() throws {
        let workspace = try Workspace.locate(from: SherpaProcess.repositoryRoot)
        let api = try SwiftUIAPI.load(in: workspace)
        #expect(api.problems().isEmpty, "\(api.problems())")
        #expect(api.hasMember("alert") && api.hasTopLevel("ScrollView"))
    }

    @Test("A name twice, a type in small letters or a member that is not an identifier is reported")
    func invalidListReported() {
        let api = SwiftUIAPI(version: "1", types: ["Gauge", "gauge"], members: ["alert", "alert", "on-tap"], functions: [])
        let problems = api.problems()
        #expect(problems.contains { $0.contains("`gauge`") && $0.contains("capital") })
        #expect(problems.contains { $0.contains("`alert` twice") })
        #expect(problems.contains { $0.contains("`on-tap`") && $0.contains("not a Swift identifier") })
    }
}
