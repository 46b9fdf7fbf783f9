import Foundation
import SherpaCore
import SherpaRunner

/// Builds a whole class in one `ClassPackage`. A learner whose code does not compile is set aside
/// with their diagnostics (at their own paths) and the rest is built again, so one learner's error
/// never stops another's grade.
struct ClassBuild: Sendable {
    let environment: RunEnvironment

    struct Result: Sendable {
        var package: ClassPackage
        /// Where the build left each learner it tried: built, missing parts of the section, or failed.
        var outcomes: [String: LearnerBuild<ClassPackage.Member>]
        /// Where a learner's tests first fail to compile against the reference (`path:line: message`),
        /// for the mutation step to report; such a learner's tests are not tried on mutants.
        var mutationProblems: [String: String]
        /// The SwiftUI names each learner's views use and the stand-in lacks: their views were set aside.
        var checkerGaps: [String: [String]] = [:]
    }

    /// How the class build saves compiler time (`docs/grading.md`, "Where the class build spends
    /// its time"). No debug information: nobody reads it; a trap's message names its file and line
    /// without it, and backtraces are off in test runs. One compiler job per module, whole-module:
    /// a class has dozens of modules to keep both cores busy, and every further job per module
    /// (a second batch, a separate interface job) loads the same modules, expands the same macros
    /// and type-checks the same declarations again. `-num-threads 1` keeps one object per source
    /// file, the outputs SwiftPM's build plan names. (SwiftPM asks for batch mode in debug builds,
    /// which the class build is where it runs `swift test`; saying no keeps a warning per module out
    /// of the output. Where the runners are built, `ClassPackage.buildOptions` sets the rest.)
    static let classFlags = ["-gnone", "-wmo", "-num-threads", "1", "-no-emit-module-separately-wmo", "-disable-batch-mode"].flatMap { ["-Xswiftc", $0] }

    /// The learner's section folder as they know it.
    static func displayRoot(_ submission: Submission, section: CatalogSection) -> String {
        submission.layout == .repository ? section.starter : URL(fileURLWithPath: section.starter).lastPathComponent
    }

    func run(_ section: CatalogSection, folder: URL, submissions: [Submission], schema: MutantSchema?) throws -> Result {
        let (workspace, processes, limits, swift) = (environment.workspace, environment.processes, environment.limits, environment.swift)
        var byKey: [String: Submission] = [:]
        var members: [String: ClassPackage.Member] = [:]
        var screenedKeys = Set<String>()
        var outcomes: [String: LearnerBuild<ClassPackage.Member>] = [:]
        let reserved = try ReservedNames.of(section, in: workspace)
        for submission in submissions {
            guard let copy = submission.copy else { continue }
            // A hand-in that would put its own code in place of the suite's checks joins no build.
            if let refused = try reserved.refusal(section, folder: copy, sourcePath: Self.displayRoot(submission, section: section), variant: .submission) {
                outcomes[submission.learner] = .failed(refused)
                continue
            }
            let key = ClassPackage.key(for: submission.learner)
            byKey[key] = submission
            let writesTests = section.learnerTests != nil
            // A hand-in without a type the section asks for keeps its suite out until the rest is built (`SuiteScreen`).
            let screened = !SuiteScreen.undeclaredSteps(section, folder: copy).isEmpty
            if screened { screenedKeys.insert(key) }
            members[key] = ClassPackage.Member(key: key, folder: copy, suite: !screened, ownTests: writesTests, mutationTests: writesTests)
        }
        var mutationProblems: [String: String] = [:]
        /// What the suite found missing, by member key, for members built again without their suite.
        var missing: [String: [String]] = [:]
        var checkerGaps: [String: [String]] = [:]
        let api = try? SwiftUIAPI.load(in: workspace)
        // The stand-in every check links, compiled once per machine: no class compiles it again. Its
        // objects may still be compiling while the class builds; only the final link needs them.
        let (standIn, standInObjects) = members.isEmpty
            ? (StandInLinkage.sources, PrebuiltStandIn.LateObjects.ready()) : PrebuiltStandIn(environment: environment).prepareLinkingLate()
        // Whatever happens, the stand-in's folder is finished (or left unstamped) before the grade goes on.
        defer { _ = standInObjects.wait() }
        while true {
            let package = try ClassPackage(
                workspace: workspace, section: section, folder: folder, members: members.values.sorted { $0.key < $1.key }, schema: schema, standIn: standIn
            )
            if members.isEmpty {
                // Everyone left is remembered, handed in nothing or was set aside: nothing to build.
                return Result(package: package, outcomes: outcomes, mutationProblems: mutationProblems, checkerGaps: checkerGaps)
            }
            try package.sync()
            let objectsWereReady = standInObjects.isFinished
            let build = try processes.run(ProcessInvocation(
                program: swift,
                arguments: ["build", "--package-path", folder.path] + ClassPackage.buildOptions + CompilerDiagnostics.buildFlags + Self.classFlags + standIn.buildFlags,
                timeout: limits.build, outputLimit: limits.output,
                temporaryDirectory: workspace.toolTemporaryFolder
            ))
            if build.succeeded {
                // Each screened suite against its learner's built modules: the errors name what is
                // missing; a suite that compiles after all goes back in for one more build.
                var readmitted = false
                let screened = screenedKeys.sorted().compactMap { members[$0] }
                let found = try SuiteScreen(environment: environment).typecheckSuites(of: screened, in: package)
                for (key, errors) in found {
                    if errors.isEmpty {
                        members[key]?.suite = true
                        readmitted = true
                    } else {
                        missing[key] = CompilerDiagnostics.missingSentences(for: errors, section: section, folder: Self.displayRoot(byKey[key]!, section: section))
                    }
                }
                screenedKeys = []
                if readmitted { continue }
                for (key, member) in members {
                    outcomes[byKey[key]!.learner] = missing[key].map(LearnerBuild.missing) ?? .built(member)
                }
                return Result(package: package, outcomes: outcomes, mutationProblems: mutationProblems, checkerGaps: checkerGaps)
            }
            if !build.succeeded, !objectsWereReady {
                // The link may have come before the stand-in's objects: build again once they are there.
                guard standInObjects.wait() else {
                    throw GradingError.sharedPartsDoNotCompile(details: "the SwiftUI stand-in's objects did not compile; `sherpa check` on any section shows the error.")
                }
                continue
            }
            if build.timedOut {
                throw GradingError.unattributedBuildFailure(details: "the class build ran past \(Int(limits.build)) seconds and was stopped.")
            }
            let errors = CompilerDiagnostics.parse(build.stdout + "\n" + build.stderr).filter { $0.severity == .error }
            var blamed: [String: [CompilerDiagnostics.Diagnostic]] = [:]
            var suiteGaps: [String: [CompilerDiagnostics.Diagnostic]] = [:]
            var referenceGaps: [String: [CompilerDiagnostics.Diagnostic]] = [:]
            for error in errors {
                switch package.role(ofCompilerPath: error.path) {
                case .learnerModule(let key)?, .ownTests(let key)?:
                    blamed[key, default: []].append(package.asLearnerSees(error, key: key))
                case .suite(let key)?:
                    suiteGaps[key, default: []].append(package.asLearnerSees(error, key: key))
                case .mutationTests(let key)?:
                    referenceGaps[key, default: []].append(package.asLearnerSees(error, key: ClassPackage.referenceKey))
                case .reference?, .shared?:
                    throw GradingError.sharedPartsDoNotCompile(details: "\(error.path):\(error.line): \(error.message)")
                case nil:
                    continue
                }
            }
            if blamed.isEmpty, suiteGaps.isEmpty, referenceGaps.isEmpty {
                // Whole-module builds remark once per module that they are not incremental: not the failure.
                let tail = (build.stdout + build.stderr).split(whereSeparator: \.isNewline).filter { !$0.hasPrefix("remark: ") }.suffix(15)
                    .map { $0.replacingOccurrences(of: folder.path + "/", with: "") }
                throw GradingError.unattributedBuildFailure(details: tail.joined(separator: "\n"))
            }
            for key in Set(blamed.keys).union(suiteGaps.keys) {
                let submission = byKey[key]!
                let root = Self.displayRoot(submission, section: section)
                let sorted = LearnerBuild<Never>.sortingFailure(
                    learnerErrors: blamed[key] ?? [], suiteErrors: suiteGaps[key] ?? [], section: section, variant: .submission, sourcePath: root,
                    learnerFiles: package.learnerSourceFiles(key: key), api: api, viewsSetAside: members[key]?.viewsSetAside ?? false,
                    displayPath: { path in package.learnerPath(forCompilerPath: path).map { "\(root)/\($0)" } ?? URL(fileURLWithPath: path).lastPathComponent }
                )
                switch sorted {
                case .checkerGap(let names):
                    // Our gap, not the learner's error: build them again with the views set aside.
                    checkerGaps[submission.learner] = names
                    members[key]?.viewsSetAside = true
                case .missing(let sentences):
                    // The build may have stopped before the learner's own tests compiled: build them again
                    // without the suite, so that a mistake in them is a build error, as `sherpa check` finds it.
                    missing[key] = sentences
                    members[key]?.suite = false
                case .failed(let report):
                    // With the views already set aside for a gap, `CheckPipeline` keeps the gap as the verdict.
                    outcomes[submission.learner] = .failed(report)
                    members[key] = nil
                }
            }
            for (key, diagnostics) in referenceGaps where members[key] != nil {
                let first = diagnostics[0]
                let root = Self.displayRoot(byKey[key]!, section: section)
                let path = package.learnerPath(forCompilerPath: first.path).map { "\(root)/\($0)" } ?? first.path
                mutationProblems[byKey[key]!.learner] = "\(path):\(first.line): \(first.message)"
                members[key]?.mutationTests = false
            }
        }
    }
}
