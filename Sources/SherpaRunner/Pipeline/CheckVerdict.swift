import Foundation
import SherpaCore

/// The one place a check's status and message are decided, for `sherpa check` and `sherpa grade` alike.
enum CheckVerdict {
    /// Whether the learner's tests are ready to be tried on mutants.
    enum MutationReadiness: Equatable {
        case ready
        /// Not yet; the sentence (if any) tells the learner why.
        case notYet(String?)
    }

    /// Mutants are tried only on learner tests that exist and pass.
    static func mutationReadiness(_ report: CheckReport, section: CatalogSection, sourcePath: String, mutantCount: Int) -> MutationReadiness {
        guard let spec = section.learnerTests else { return .notYet(nil) }
        let learnerTests = report.tests.filter { $0.origin == .learner }
        let later = "once they pass, sherpa tries them against \(mutantCount) deliberately broken versions of the view model."
        if !report.missing.isEmpty {
            // The missing pieces come first; the report already says what they are.
            return .notYet(nil)
        }
        if learnerTests.isEmpty {
            return .notYet("\(section.displayName.capitalizedFirst) asks for your own tests in \(sourcePath)/\(spec.path), and none ran yet; " + later)
        }
        if learnerTests.contains(where: { $0.status != .pass }) {
            return .notYet("Your own tests do not all pass yet; " + later)
        }
        return .ready
    }

    /// Sets the report's status and message from its tests, findings, missing pieces and mutants.
    /// A build error (status `.error`) is final and left as it is. A gap in the stand-in
    /// (`checkerGaps`) is the status whatever else happened: the views were not judged.
    static func settle(_ report: inout CheckReport, section: CatalogSection) {
        guard report.status != .error else { return }
        let killed = report.mutants?.filter(\.killed).count ?? 0
        let mutantShortfall = report.requiredKills.map { killed < $0 ? 1 : 0 } ?? 0
        let failing = report.failedTests.count + report.findings.count + report.missing.count + mutantShortfall
            + (report.runProblem == nil ? 0 : 1)
        if let gaps = report.checkerGaps {
            report.status = .checkerGap
            let names = gaps.map { "`\($0)`" }.joined(separator: ", ")
            report.message = "sherpa's view checker does not know \(names) yet; your code is not wrong. Your views and the tests that draw them were set aside"
                + (report.tests.isEmpty ? ", and no other check could run." : "; of the other checks, \(report.passedCount) of \(report.tests.count) pass.")
            return
        }
        report.status = failing == 0 ? .pass : .fail
        if let problem = report.runProblem {
            report.message = problem
            return
        }
        if !report.missing.isEmpty {
            report.message = "Your code compiles, but it does not have everything \(section.displayName) asks for yet."
            return
        }
        let total = report.tests.count + report.findings.count
        report.message = failing == 0
            ? "All \(report.tests.count) checks of \(section.displayName) pass."
            : "\(failing) of \(total) checks of \(section.displayName) do not pass yet."
    }
}
