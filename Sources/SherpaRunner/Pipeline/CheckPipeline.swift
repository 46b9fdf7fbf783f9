import Foundation
import SherpaCore

/// The steps `sherpa check` and `sherpa grade` share, from a finished build to a settled report:
/// the hidden suite and the learner's own tests, whether the run can be trusted, the architecture
/// rules, the compile-fail probes, the mutants, and `CheckVerdict.settle`. What differs between
/// the commands (one scratch package or a member of a class package) is the `BuiltLearnerCode`
/// they pass in, never a second copy of these steps.
package struct CheckPipeline: Sendable {
    package let environment: RunEnvironment
    package let section: CatalogSection
    /// The hidden tests the suite declares, read once.
    let inventory: HiddenSuiteInventory
    /// The hidden tests left when the views are set aside (`ScratchPackage.setAside`).
    let inventoryWithoutViews: HiddenSuiteInventory
    /// The section's hints for failing hidden tests, read once.
    let hints: HintBook?

    package init(environment: RunEnvironment, section: CatalogSection) throws {
        self.environment = environment
        self.section = section
        inventory = try HiddenSuiteInventory.of(section, in: environment.workspace, learnerModules: section.modules.map(\.name))
        inventoryWithoutViews = try HiddenSuiteInventory.of(section, in: environment.workspace, learnerModules: section.modules.map(\.name), viewsSetAside: true)
        hints = HintBook.load(section, in: environment.workspace)
    }

    /// Judges one learner's code. `sourceFolder` holds their section folder, which they know as
    /// `sourcePath`; `leadingWarnings` come first in the report (a changed suite, notes on a hand-in).
    /// `checkerGaps` are the SwiftUI names a first build found missing from the stand-in: `build` is
    /// then the build with the views set aside, and the gap is the verdict whatever it finds.
    package func report(
        _ build: LearnerBuild<any BuiltLearnerCode>, sourceFolder: URL, sourcePath: String, variant: CheckVariant, leadingWarnings: [String] = [],
        checkerGaps: [String]? = nil
    ) throws -> CheckReport {
        var report = CheckReport(section: section.id, variant: variant, status: .pass, message: "")
        // Each step's seconds, for `sherpa check --timings`; the build's are the caller's to add.
        var timings = CheckTimings()
        var code: (any BuiltLearnerCode)?
        switch build {
        case .failed(let finished) where checkerGaps != nil:
            // Even without the views the code did not build: no hidden test ran, and the rules still read the source.
            report.warnings = finished.warnings
            let first = finished.buildErrors.first.map { "\($0.location): \($0.message)" } ?? finished.message
            report.warnings.append("With the views set aside, the rest of your code did not build either (\(first)), so no hidden test could run.")
        case .failed(let finished):
            report = finished
        case .checkerGap(let names):
            report.checkerGaps = names
        case .missing(let sentences):
            report.status = .fail
            report.missing = sentences
        case .built(let built):
            code = built
            let testing = Date()
            try runTests(built, into: &report)
            timings.tests = CheckTimings.seconds(since: testing)
        }

        if report.status != .error {
            let ruling = Date()
            report.findings = try architectureFindings(sourceFolder: sourceFolder, sourcePath: sourcePath)
            timings.rules = CheckTimings.seconds(since: ruling)
        }
        if let code, report.status != .error, report.missing.isEmpty, let probes = section.probes {
            let probing = Date()
            report.tests += try code.runProbes(CompileFailProbe.load(folder: environment.workspace.url(probes)))
            timings.probes = CheckTimings.seconds(since: probing)
        }
        if report.status != .error, let spec = section.learnerTests {
            let catalog = try MutantCatalog.load(folder: environment.workspace.url(spec.mutants))
            switch CheckVerdict.mutationReadiness(report, section: section, sourcePath: sourcePath, mutantCount: catalog.mutants.count) {
            case .notYet(let reason):
                if let reason { report.warnings.append(reason) }
            case .ready:
                if let code {
                    let mutating = Date()
                    defer { timings.mutants = CheckTimings.seconds(since: mutating) }
                    let testsFolder = sourceFolder.appendingPathComponent(spec.path)
                    let testsDisplayPath = "\(sourcePath)/\(spec.path)"
                    let verdict = try MutationJudge.environmentRefusal(catalog, testsFolder: testsFolder, displayPath: testsDisplayPath)
                        ?? code.judgeMutants(catalog, spec: spec, testsFolder: testsFolder, testsDisplayPath: testsDisplayPath)
                    report.mutants = verdict.mutants
                    report.warnings += verdict.warnings
                }
            }
            report.requiredKills = spec.requiredKills
        }

        if let checkerGaps { report.checkerGaps = checkerGaps }
        CheckVerdict.settle(&report, section: section)
        report.warnings = leadingWarnings + report.warnings
        report.timings = timings
        return report
    }

    /// The hidden suite, then the learner's own tests, each in its own process: a trap or a stray
    /// URLSession in the learner's tests cannot touch the suite's results. A suite run that did not
    /// report every hidden test is not trusted, and one that reported nothing is an error.
    private func runTests(_ code: any BuiltLearnerCode, into report: inout CheckReport) throws {
        var suite = try code.runSuite()
        HiddenSuiteCanary.settle(&suite)
        report.tests = suite.outcomes.map { outcome in
            var outcome = outcome
            // A graded section's report says what fails and why; its line-level hints wait for `sherpa hint`.
            if outcome.status != .pass, outcome.origin == .suite, section.graded != true {
                outcome.hint = hints?.hint(forTest: outcome.name)
            }
            return outcome
        }
        report.warnings += suite.warnings
        if let own = try code.runOwnTests() {
            report.tests += own.outcomes
            report.warnings += own.warnings.filter { !report.warnings.contains($0) }
        }
        // A learner whose views were set aside ran a suite without its view tests, perhaps with none left.
        let declared = code.viewsSetAside ? inventoryWithoutViews : inventory
        if let distrust = declared.distrust(suite, target: code.suiteTarget, section: section) {
            report.status = .fail
            report.runProblem = distrust
            report.tests = []
        } else if report.tests.isEmpty, !code.viewsSetAside {
            report.status = .error
            report.message = "No test ran for \(section.displayName); the test process ended before reporting anything."
        }
    }

    /// The section's architecture rules and folder layout over the learner's files (their own tests set aside).
    func architectureFindings(sourceFolder: URL, sourcePath: String) throws -> [ArchitectureFinding] {
        var findings = layoutFindings(sourceFolder: sourceFolder, sourcePath: sourcePath)
        guard !section.rules.isEmpty else { return findings }
        let book = try RuleBook.load(from: environment.workspace.url("sherpa/rules.json"))
        let excluded = section.learnerTests.map { [$0.path] } ?? []
        let files = try SourceTree.files(in: sourceFolder, excluding: excluded, extensions: ["swift"]).map { relative in
            SourceFile(path: "\(sourcePath)/\(relative)", text: try String(contentsOf: sourceFolder.appendingPathComponent(relative), encoding: .utf8))
        }
        findings += ArchitectureChecker(rules: try book.rules(ids: section.rules)).check(files)
        return findings
    }

    /// Folder-level checks: a feature layout has its feature folders and no layer folders.
    func layoutFindings(sourceFolder: URL, sourcePath: String) -> [ArchitectureFinding] {
        guard let layout = section.layout else { return [] }
        func isFolder(_ name: String) -> Bool {
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: sourceFolder.appendingPathComponent(name).path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
        let missing = layout.required.filter { !isFolder($0) }.map {
            ArchitectureFinding(ruleID: FolderLayout.ruleID, message: "There is no \($0)/ folder yet. " + layout.message, guide: layout.guide, path: "\(sourcePath)/\($0)/", line: 0)
        }
        let leftover = layout.forbidden.filter(isFolder).map {
            ArchitectureFinding(ruleID: FolderLayout.ruleID, message: "\($0)/ is a layer folder. " + layout.message, guide: layout.guide, path: "\(sourcePath)/\($0)/", line: 0)
        }
        return missing + leftover
    }
}
