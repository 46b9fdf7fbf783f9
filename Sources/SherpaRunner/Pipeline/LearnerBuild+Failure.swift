import Foundation
import SherpaCore

extension LearnerBuild {
    /// Sorts the compiler errors of one learner's failed build, the one way `sherpa check` and
    /// `sherpa grade` share: errors only in the hidden suite mean something the section asks for is
    /// missing; errors that all name SwiftUI the stand-in lacks are sherpa's gap (unless the views
    /// were set aside already); anything else is the learner's build error. `learnerErrors` lie in
    /// the learner's modules or their own tests, `suiteErrors` in the hidden suite; `displayPath`
    /// turns a compiler path into the one the learner knows under `sourcePath`. Failures that are not
    /// one learner's (a timeout, the stand-in, a class's shared parts) are the builder's to settle first.
    package static func sortingFailure(
        learnerErrors: [CompilerDiagnostics.Diagnostic], suiteErrors: [CompilerDiagnostics.Diagnostic],
        section: CatalogSection, variant: CheckVariant, sourcePath: String,
        learnerFiles: [URL], api: SwiftUIAPI?, viewsSetAside: Bool, displayPath: (String) -> String
    ) -> LearnerBuild {
        if learnerErrors.isEmpty, !suiteErrors.isEmpty {
            return .missing(CompilerDiagnostics.missingSentences(for: suiteErrors, section: section, folder: sourcePath))
        }
        let gapContext = api.map { StandInGap.Context.reading(learnerFiles, api: $0) }
        if !viewsSetAside, let gapContext, let gap = StandInGap.find(in: learnerErrors, context: gapContext) {
            return .checkerGap(gap.names)
        }
        var report = CheckReport(section: section.id, variant: variant, status: .error, message: "Your code in \(sourcePath) does not compile yet.")
        report.buildErrors = learnerErrors.map { error in
            CompilerDiagnostics.buildDiagnostic(error, displayPath: displayPath(error.path), gapContext: gapContext)
        }
        return .failed(report)
    }
}
