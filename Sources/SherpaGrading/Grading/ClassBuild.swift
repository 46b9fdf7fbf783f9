import Foundation
import SherpaCore
import SherpaRunner

/// Builds a whole class in one `ClassPackage`. A learner whose code does not compile is set aside
/// with their diagnostics (at their own paths) and the rest is built again, so one learner's error
/// never stops another's grade.
struct ClassBuild: Sendable {
    let workspace: Workspace
    let processes: any ProcessRunning
    let limits: CheckLimits
    let swift: String

    /// Where the build left one learner.
    enum Outcome: Sendable {
        /// Built; run the member's targets.
        case built(ClassPackage.Member)
        /// The code compiles but the suite does not compile against it: these sentences say what is missing.
        case missing([String])
        /// The learner's code (or their own tests) does not compile: a finished report.
        case buildError(CheckReport)
        /// The views were set aside for a gap in the stand-in, and the rest still did not build: this sentence says so.
        case unbuiltWithoutViews(String)
    }

    struct Result: Sendable {
        var package: ClassPackage
        var outcomes: [String: Outcome]
        /// Sentences for a learner's report that do not change the verdict.
        var warnings: [String: [String]]
        /// The SwiftUI names each learner's views use and the stand-in lacks: their views were set aside.
        var checkerGaps: [String: [String]] = [:]

        /// Finished reports of learners who did not get as far as running tests.
        var failures: [String: CheckReport] {
            outcomes.compactMapValues { if case .buildError(let report) = $0 { report } else { nil } }
        }
    }

    /// The learner's section folder as they know it.
    static func displayRoot(_ submission: Submission, section: CatalogSection) -> String {
        submission.layout == .repository ? section.starter : URL(fileURLWithPath: section.starter).lastPathComponent
    }

    func run(_ section: CatalogSection, folder: URL, submissions: [Submission], schema: MutantSchema?) throws -> Result {
        var byKey: [String: Submission] = [:]
        var members: [String: ClassPackage.Member] = [:]
        for submission in submissions {
            guard let copy = submission.copy else { continue }
            let key = ClassPackage.key(for: submission.learner)
            byKey[key] = submission
            let writesTests = section.learnerTests != nil
            members[key] = ClassPackage.Member(key: key, folder: copy, suite: true, ownTests: writesTests, mutationTests: writesTests)
        }
        var outcomes: [String: Outcome] = [:]
        var warnings: [String: [String]] = [:]
        var checkerGaps: [String: [String]] = [:]
        let api = try? SwiftUIAPI.load(in: workspace)
        while true {
            let package = try ClassPackage(workspace: workspace, section: section, folder: folder, members: members.values.sorted { $0.key < $1.key }, schema: schema)
            if members.isEmpty {
                // Everyone left is remembered, handed in nothing or was set aside: nothing to build.
                return Result(package: package, outcomes: outcomes, warnings: warnings, checkerGaps: checkerGaps)
            }
            try package.sync()
            let build = try processes.run(ProcessInvocation(
                program: swift,
                arguments: ["build", "--package-path", folder.path, "--build-tests"] + CompilerDiagnostics.buildFlags,
                timeout: limits.build, outputLimit: limits.output,
                temporaryDirectory: workspace.toolTemporaryFolder
            ))
            if build.succeeded {
                for (key, member) in members {
                    outcomes[byKey[key]!.learner] = .built(member)
                }
                return Result(package: package, outcomes: outcomes, warnings: warnings, checkerGaps: checkerGaps)
            }
            if build.timedOut {
                throw GradingError.unattributedBuildFailure(details: "the class build ran past \(Int(limits.build)) seconds and was stopped.")
            }
            let errors = CompilerDiagnostics.parse(build.stdout + "\n" + build.stderr).filter { $0.severity == "error" }
            var blamed: [String: [CompilerDiagnostics.Diagnostic]] = [:]
            var suiteGaps: [String: [CompilerDiagnostics.Diagnostic]] = [:]
            var referenceGaps: [String: [CompilerDiagnostics.Diagnostic]] = [:]
            for error in errors {
                switch package.role(ofCompilerPath: error.path) {
                case .learnerModule(let key)?, .ownTests(let key)?:
                    blamed[key, default: []].append(error)
                case .suite(let key)?:
                    suiteGaps[key, default: []].append(error)
                case .mutationTests(let key)?:
                    referenceGaps[key, default: []].append(error)
                case .reference?, .shared?:
                    throw GradingError.sharedPartsDoNotCompile(details: "\(error.path):\(error.line): \(error.message)")
                case nil:
                    continue
                }
            }
            if blamed.isEmpty, suiteGaps.isEmpty, referenceGaps.isEmpty {
                let tail = (build.stdout + build.stderr).split(whereSeparator: \.isNewline).suffix(15)
                    .map { $0.replacingOccurrences(of: folder.path + "/", with: "") }
                throw GradingError.unattributedBuildFailure(details: tail.joined(separator: "\n"))
            }
            for (key, diagnostics) in blamed {
                let submission = byKey[key]!
                let root = Self.displayRoot(submission, section: section)
                let gapContext = api.map { StandInGap.Context.reading(package.learnerSourceFiles(key: key), api: $0) }
                if members[key]?.viewsSetAside == false, let gapContext, let gap = StandInGap.find(in: diagnostics, context: gapContext) {
                    // Our gap, not the learner's error: build them again with the views set aside.
                    checkerGaps[submission.learner] = gap.names
                    members[key]?.viewsSetAside = true
                    continue
                }
                if checkerGaps[submission.learner] != nil {
                    // Set aside for a gap, the rest still did not build: nothing but the source can be judged.
                    let first = diagnostics.first.map { "\(package.learnerPath(forCompilerPath: $0.path) ?? $0.path):\($0.line): \($0.message)" } ?? ""
                    outcomes[submission.learner] = .unbuiltWithoutViews("With the views set aside, the rest of your code did not build either (\(first)), so no hidden test could run.")
                    members[key] = nil
                    continue
                }
                var report = CheckReport(section: section.id, variant: .submission, status: .error, message: "Your code in \(root) does not compile yet.")
                report.buildErrors = diagnostics.map { error in
                    CompilerDiagnostics.buildDiagnostic(
                        error, displayPath: package.learnerPath(forCompilerPath: error.path).map { "\(root)/\($0)" } ?? URL(fileURLWithPath: error.path).lastPathComponent,
                        gapContext: gapContext
                    )
                }
                report.warnings = submission.notes
                outcomes[submission.learner] = .buildError(report)
                members[key] = nil
            }
            for (key, diagnostics) in suiteGaps where members[key] != nil {
                let submission = byKey[key]!
                let root = Self.displayRoot(submission, section: section)
                outcomes[submission.learner] = .missing(CompilerDiagnostics.missingSentences(for: diagnostics, section: section, folder: root))
                members[key] = nil
            }
            for (key, diagnostics) in referenceGaps where members[key] != nil {
                let first = diagnostics[0]
                let place = "\(package.learnerPath(forCompilerPath: first.path) ?? first.path):\(first.line): \(first.message)"
                warnings[byKey[key]!.learner, default: []].append(
                    "Your tests do not compile against the reference solution (\(place)), so sherpa cannot try them on the deliberately broken versions. Use only what the section asks the view model to offer, and keep test doubles in your Tests folder."
                )
                members[key]?.mutationTests = false
            }
        }
    }
}
