import Foundation
import Testing
@testable import SherpaCore
import SherpaTestSupport

/// Shared helpers for the analysis tests: the repository's own rules and short ways to
/// run them over inline fixtures.
enum AnalysisFixtures {
    static var repositoryRoot: URL { SherpaProcess.repositoryRoot }

    static func ruleBook() throws -> RuleBook {
        try RuleBook.load(from: repositoryRoot.appendingPathComponent("sherpa/rules.json"))
    }

    /// Findings of one rule from `sherpa/rules.json` over the given files (path → text).
    static func findings(_ ruleID: String, _ files: [(String, String)]) throws -> [ArchitectureFinding] {
        let rules = try ruleBook().rules(ids: [ruleID])
        return ArchitectureChecker(rules: rules).check(files.map { SourceFile(path: $0.0, text: $0.1) })
    }

    static func facts(_ text: String, path: String = "Fixture.swift") -> SourceFacts {
        SourceFacts(SourceFile(path: path, text: text))
    }

    static func type(_ name: String, in text: String) -> TypeFact? {
        facts(text).types.first { $0.name == name }
    }

    static func member(_ name: String, of typeName: String, in text: String) -> MemberFact? {
        type(typeName, in: text)?.members.first { $0.name == name }
    }

    /// Texts of the tokens of `source`.
    static func texts(_ source: String) -> [String] {
        SwiftTokenizer.tokenize(source).map(\.text)
    }
}

/// Parent of every analysis suite, so that `swift test --filter Analysis` selects them all.
@Suite("Architecture analysis")
enum AnalysisTests {}
