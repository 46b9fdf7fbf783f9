import Foundation
import SherpaCore

/// The one rule by which `sherpa check` and `sherpa grade` judge a learner's tests against mutants:
/// the tests run on the reference, then once per mutant; a mutant is caught when a test that passes
/// on the reference fails (or traps, or hangs) with the mutant switched on. Where the runs happen
/// is the caller's: a scratch package of its own, or a target of the class package.
package enum MutationJudge {
    /// A verdict, and whether the same inputs would give it again: not when a time limit decided part of it.
    package struct Judgement: Sendable {
        package var verdict: MutationTester.Verdict
        var isRepeatable: Bool
    }

    /// Names in a learner's tests that could tell a mutant run from a reference run.
    static let environmentReaders: Set<String> = ["ProcessInfo", "getenv", "environ", "dlsym", "setenv"]

    /// Every mutant of `catalog`, none caught yet.
    package static func survivors(_ catalog: MutantCatalog) -> [MutantOutcome] {
        catalog.mutants.map { MutantOutcome(id: $0.id, description: $0.description, killed: false, hint: $0.hint) }
    }

    /// `run(nil)` runs the learner's tests on the reference, `run(index)` with the catalog's mutant at `index` switched on.
    package static func judge(_ catalog: MutantCatalog, run: (Int?) throws -> TestExecution.Result) throws -> Judgement {
        let survivors = survivors(catalog)
        let baseline = try run(nil).outcomes
        var repeatable = !baseline.contains { $0.status == .timedOut }
        let trusted = Set(baseline.filter { $0.status == .pass }.map(\.name))
        var warnings: [String] = []
        let distrusted = baseline.filter { $0.status != .pass }.map(\.name)
        if !distrusted.isEmpty {
            warnings.append("These tests of yours fail on the reference solution, so they cannot tell a bug from correct code and were not counted: \(distrusted.joined(separator: "; ")).")
        }
        if trusted.isEmpty {
            let verdict = MutationTester.Verdict(mutants: survivors, warnings: warnings + ["None of your tests passes on the reference solution yet, so no bug can be caught."])
            return Judgement(verdict: verdict, isRepeatable: repeatable)
        }
        var verdicts: [MutantOutcome] = []
        for index in catalog.mutants.indices {
            let outcomes = try run(index).outcomes
            var verdict = survivors[index]
            verdict.killed = outcomes.contains { trusted.contains($0.name) && $0.status != .pass }
            verdicts.append(verdict)
            if outcomes.contains(where: { $0.status == .timedOut }) { repeatable = false }
        }
        return Judgement(verdict: MutationTester.Verdict(mutants: verdicts, warnings: warnings), isRepeatable: repeatable)
    }

    /// The verdict when the learner's tests do not compile against the reference: nothing caught,
    /// and where the first error is (`place`, at the learner's path).
    package static func doesNotCompile(_ catalog: MutantCatalog, place: String?) -> MutationTester.Verdict {
        MutationTester.Verdict(mutants: survivors(catalog), warnings: [
            "Your tests do not compile against the reference solution (\(place ?? "no diagnostic")), so sherpa cannot try them on the deliberately broken versions. Use only what the section asks the view model to offer, and keep test doubles in your Tests folder."
        ])
    }

    /// Tests that read the process environment could tell a mutant run from a reference run and
    /// pass only on the reference: then no mutant counts as caught, and the sentence says why.
    /// Nil when the tests in `testsFolder` (shown as `displayPath`) read none of it.
    static func environmentRefusal(_ catalog: MutantCatalog, testsFolder: URL, displayPath: String) throws -> MutationTester.Verdict? {
        for relative in try SourceTree.files(in: testsFolder, extensions: ["swift"]) {
            let text = try String(contentsOf: testsFolder.appendingPathComponent(relative), encoding: .utf8)
            if let name = SwiftTokenizer.tokenize(text).first(where: { $0.kind == .identifier && environmentReaders.contains($0.text) }) {
                return MutationTester.Verdict(mutants: survivors(catalog), warnings: [
                    "Your tests read the process environment (`\(name.text)` in \(displayPath)/\(relative):\(name.line)), which could tell a planted bug from the reference, so no planted bug was counted as caught. Test the view model's behaviour only."
                ])
            }
        }
        return nil
    }
}
