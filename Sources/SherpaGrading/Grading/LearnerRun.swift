import Foundation
import SherpaCore
import SherpaRunner

/// Runs one learner's part of the class build: the hidden suite, their own tests, the probes, the
/// architecture rules and, where the section has them, their tests against every mutant. Each test
/// run is its own sandboxed process, writing only into the learner's run folder.
struct LearnerRun: Sendable {
    let workspace: Workspace
    let processes: any ProcessRunning
    let limits: CheckLimits
    let section: CatalogSection
    let build: ClassBuild.Result
    let schema: MutantSchema?
    /// The hidden tests the suite declares, read once per class.
    let inventory: HiddenSuiteInventory

    /// Names in a learner's tests that could tell a mutant run from a reference run.
    static let environmentReaders: Set<String> = ["ProcessInfo", "getenv", "environ", "dlsym", "setenv"]

    func run(learner: String, submission: Submission, runFolder: URL, readOnly: [URL]) throws -> CheckReport {
        let root = ClassBuild.displayRoot(submission, section: section)
        var report = CheckReport(section: section.id, variant: .submission, status: .pass, message: "")
        report.warnings = submission.notes + (build.warnings[learner] ?? [])
        report.checkerGaps = build.checkerGaps[learner]
        let package = build.package
        try? FileManager.default.removeItem(at: runFolder)
        try FileManager.default.createDirectory(at: runFolder, withIntermediateDirectories: true)
        let sandbox = TestSandbox.make(readOnly: readOnly, writable: [runFolder], processes: processes)
        let execution = TestExecution(processes: processes, limits: limits)

        func launch(_ target: String, origin: TestOrigin, key: String, environment: [String: String] = [:], folder: String) -> TestLaunch {
            let tool: TestLaunch.Tool = package.testBinary.map { .binary($0) } ?? .swiftTest(package: package.folder, swift: "swift")
            var launch = TestLaunch(tool: tool, target: target, workFolder: runFolder.appendingPathComponent(folder), sandbox: sandbox, origin: { _ in origin })
            launch.environment = environment.merging(["TMPDIR": runFolder.appendingPathComponent(folder).path]) { new, _ in new }
            launch.trapPaths = { package.learnerPaths(inTrapMessage: $0, key: key).replacingOccurrences(of: "\n", with: "\n") }
            return launch
        }

        var member: ClassPackage.Member?
        switch build.outcomes[learner] {
        case .buildError(let finished)?:
            return finished
        case .missing(let sentences)?:
            report.status = .fail
            report.missing = sentences
        case .unbuiltWithoutViews(let sentence)?:
            report.warnings.append(sentence)
        case .built(let built)?:
            member = built
            let hints = HintBook.load(section, in: workspace)
            let suite = try execution.run(launch(ClassPackage.suiteTarget(built.key), origin: .suite, key: built.key, folder: "suite"))
            report.tests = suite.outcomes.map { outcome in
                var outcome = outcome
                if outcome.status != .pass { outcome.hint = hints?.tests[outcome.name] }
                return outcome
            }
            report.warnings += suite.warnings
            // A learner whose views were set aside ran a suite without its view tests.
            let inventory = built.viewsSetAside
                ? try HiddenSuiteInventory.of(section, in: workspace, learnerModules: section.modules.map(\.name), viewsSetAside: true) : inventory
            if let distrust = inventory.distrust(suite, target: ClassPackage.suiteTarget(built.key), section: section) {
                report.status = .fail
                report.runProblem = distrust
                report.tests = []
                CheckVerdict.settle(&report, section: section)
                return report
            }
            if package.hasTestTarget(ClassPackage.ownTestsTarget(built.key)) {
                let own = try execution.run(launch(ClassPackage.ownTestsTarget(built.key), origin: .learner, key: built.key, folder: "own"))
                report.tests += own.outcomes
                report.warnings += own.warnings
            }
            if report.tests.isEmpty, !built.viewsSetAside {
                report.status = .error
                report.message = "No test ran for \(section.displayName); the test process ended before reporting anything."
                return report
            }
        case nil:
            report.status = .error
            report.message = "Nothing was handed in."
            return report
        }

        guard let copy = submission.copy else { return report }
        let checker = SectionChecker(workspace: workspace, processes: processes, limits: limits)
        report.findings = try checker.architectureFindings(section, sourceFolder: copy, sourcePath: root)
        if let member, report.missing.isEmpty, let probes = section.probes {
            report.tests += try ProbeRunner(processes: processes).run(
                CompileFailProbe.load(folder: workspace.url(probes)),
                packageFolder: package.folder, workFolder: runFolder,
                modules: section.modules.map { ClassPackage.moduleName($0.name, key: member.key) },
                extraFlags: package.aliasFlags(key: member.key)
            )
        }

        if let spec = section.learnerTests {
            let catalog = try MutantCatalog.load(folder: workspace.url(spec.mutants))
            switch CheckVerdict.mutationReadiness(report, section: section, sourcePath: root, mutantCount: catalog.mutants.count) {
            case .notYet(let reason):
                if let reason { report.warnings.append(reason) }
            case .ready:
                if let member {
                    let verdict = try mutation(member, catalog: catalog, copy: copy, spec: spec, launch: { environment, folder in
                        launch(ClassPackage.mutationTarget(member.key), origin: .learner, key: member.key, environment: environment, folder: folder)
                    })
                    report.mutants = verdict.mutants
                    report.warnings += verdict.warnings
                }
            }
            report.requiredKills = spec.requiredKills
        }
        CheckVerdict.settle(&report, section: section)
        return report
    }

    /// The learner's tests on the reference, then once per mutant: a mutant is caught when a test
    /// that passes on the reference fails (or traps, or hangs) with the mutant switched on.
    private func mutation(
        _ member: ClassPackage.Member, catalog: MutantCatalog, copy: URL, spec: LearnerTestsSpec,
        launch: ([String: String], String) -> TestLaunch
    ) throws -> MutationTester.Verdict {
        let survivors = catalog.mutants.map { MutantOutcome(id: $0.id, description: $0.description, killed: false, hint: $0.hint) }
        guard member.mutationTests, build.package.hasTestTarget(ClassPackage.mutationTarget(member.key)) else {
            return MutationTester.Verdict(mutants: survivors, warnings: [])
        }
        let testsFolder = copy.appendingPathComponent(spec.path)
        for relative in try SourceTree.files(in: testsFolder, extensions: ["swift"]) {
            let text = try String(contentsOf: testsFolder.appendingPathComponent(relative), encoding: .utf8)
            if let name = SwiftTokenizer.tokenize(text).first(where: { $0.kind == .identifier && Self.environmentReaders.contains($0.text) }) {
                return MutationTester.Verdict(mutants: survivors, warnings: [
                    "Your tests read the process environment (`\(name.text)` in \(spec.path)/\(relative):\(name.line)), which could tell a planted bug from the reference, so no planted bug was counted as caught. Test the view model's behaviour only."
                ])
            }
        }
        let execution = TestExecution(processes: processes, limits: limits)
        let baseline = try execution.run(launch([:], "reference"))
        let trusted = Set(baseline.outcomes.filter { $0.status == .pass }.map(\.name))
        var warnings: [String] = []
        let distrusted = baseline.outcomes.filter { $0.status != .pass }.map(\.name)
        if !distrusted.isEmpty {
            warnings.append("These tests of yours fail on the reference solution, so they cannot tell a bug from correct code and were not counted: \(distrusted.joined(separator: "; ")).")
        }
        if trusted.isEmpty {
            return MutationTester.Verdict(mutants: survivors, warnings: warnings + ["None of your tests passes on the reference solution yet, so no bug can be caught."])
        }
        var verdicts: [MutantOutcome] = []
        for (index, mutant) in catalog.mutants.enumerated() {
            let run = try execution.run(launch([MutantSchema.environmentKey: mutant.id], "mutant-\(index)"))
            var verdict = survivors[index]
            verdict.killed = run.outcomes.contains { trusted.contains($0.name) && $0.status != .pass }
            verdicts.append(verdict)
        }
        return MutationTester.Verdict(mutants: verdicts, warnings: warnings)
    }
}
