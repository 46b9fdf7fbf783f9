import Testing

/// The stand-in is never laxer than Apple's SwiftUI: code that Xcode refuses must not build on
/// Linux either, or a learner's view passes here and fails on a Mac.
@Suite("Never laxer than Apple's SwiftUI")
nonisolated struct RejectedSnippetTests {
    @Test("the negative corpus holds at least 40 snippets, each naming the error Xcode gives")
    func corpusNamesAppleErrors() throws {
        let snippets = try RejectedSnippet.all()
        #expect(snippets.count >= 40)
        #expect(snippets.filter(\.appleError.isEmpty).map(\.description) == [])
    }

    @Test("the stand-in rejects every snippet Apple's SwiftUI rejects, with an error in the snippet itself")
    func everySnippetIsRejected() async throws {
        let modules = try #require(SnippetTypeChecker.builtModules(), "SwiftPM built no SwiftUI.swiftmodule beside the test product")
        let verdicts = try await SnippetTypeChecker(modules: modules).typecheck(RejectedSnippet.all())
        #expect(verdicts.count == (try RejectedSnippet.all()).count)
        for verdict in verdicts {
            #expect(verdict.isRejectedInSnippet, "\(verdict.snippet) is accepted by the stand-in; Xcode says: \(verdict.snippet.appleError)")
        }
    }
}
