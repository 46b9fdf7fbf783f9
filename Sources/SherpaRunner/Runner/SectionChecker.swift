import Foundation
import SherpaCore

/// One `sherpa check`: the hidden suite, the learner's own tests, compile-fail probes and
/// architecture rules, combined into one report.
package struct SectionChecker: Sendable {
    package let workspace: Workspace
    package let processes: any ProcessRunning
    package var limits: CheckLimits
    package var swift: String
    /// Told where the check has got while it builds and tests, for a person watching.
    package var onProgress: @Sendable (CheckProgress) -> Void = { _ in }

    package init(workspace: Workspace, processes: any ProcessRunning, limits: CheckLimits = CheckLimits(), swift: String = "swift") {
        self.workspace = workspace
        self.processes = processes
        self.limits = limits
        self.swift = swift
    }

    /// Checks `section` in the learner's folder or in the reference solution.
    package func check(_ section: CatalogSection, variant: CheckVariant, onWait: () -> Void = {}) throws -> CheckReport {
        let sourcePath = variant == .starter ? section.starter : section.solution
        return try check(section, sourcePath: sourcePath, sourceFolder: workspace.url(sourcePath), variant: variant, scratchName: "\(section.id)-\(variant.rawValue)", onWait: onWait)
    }

    /// Checks the code in `sourceFolder`, shown to the reader as `sourcePath`, in the scratch package `scratchName`.
    func check(_ section: CatalogSection, sourcePath: String, sourceFolder: URL, variant: CheckVariant, scratchName: String, onWait: () -> Void = {}) throws -> CheckReport {
        let started = Date()
        let folder = workspace.scratchRoot.appendingPathComponent(scratchName)
        let lock = try FileLock(path: workspace.scratchRoot.appendingPathComponent("\(scratchName).lock").path, timeout: limits.build, onWait: onWait)
        defer { withExtendedLifetime(lock) {} }

        var warnings: [String] = []
        if !section.suite.matches(in: workspace) || !workspace.catalog.support.matches(in: workspace) {
            warnings.append("The hidden suite in \(section.suite.path) differs from the copy the catalog pins; the results below come from the modified copy.")
        }

        // No wait message here: it names this section, and the sherpa building the stand-in may be checking another.
        let standIn = PrebuiltStandIn(workspace: workspace, processes: processes, limits: limits, swift: swift).prepare()
        var package = try ScratchPackage(
            workspace: workspace, section: section, sourceFolder: sourceFolder, sourceDisplayPath: sourcePath, folder: folder, standIn: standIn
        )
        try package.sync()

        var runner = HiddenSuiteRunner(workspace: workspace, processes: processes, limits: limits, swift: swift)
        runner.onProgress = onProgress
        var report = try runner.buildAndTest(package, section: section, sourcePath: sourcePath, variant: variant)
        if report.status == .checkerGap {
            // The views use SwiftUI the stand-in lacks: judge everything else in a package of its own
            // (kept, so the next check of the same code is incremental) with the views set aside.
            package = try ScratchPackage(
                workspace: workspace, section: section, sourceFolder: sourceFolder, sourceDisplayPath: sourcePath,
                folder: workspace.scratchRoot.appendingPathComponent("\(scratchName)-views-aside"), standIn: standIn, viewsSetAside: true
            )
            try package.sync()
            report = Self.judgedWithoutViews(gap: report, rest: try runner.buildAndTest(package, section: section, sourcePath: sourcePath, variant: variant))
        }
        if report.status != .error {
            // With a gap, the rules still read every file: they judge source, not a build.
            report.findings = try architectureFindings(section, sourceFolder: sourceFolder, sourcePath: sourcePath)
        }
        if report.status != .error, report.missing.isEmpty, let probes = section.probes {
            let outcomes = try ProbeRunner(processes: processes, swift: swift)
                .run(CompileFailProbe.load(folder: workspace.url(probes)), package: package, modules: section.modules.map(\.name))
            report.tests += outcomes
        }

        if report.status != .error, let spec = section.learnerTests {
            let mutantCount = try MutantCatalog.load(folder: workspace.url(spec.mutants)).mutants.count
            switch CheckVerdict.mutationReadiness(report, section: section, sourcePath: sourcePath, mutantCount: mutantCount) {
            case .notYet(let reason):
                if let reason { report.warnings.append(reason) }
            case .ready:
                var tester = MutationTester(workspace: workspace, processes: processes, limits: limits, swift: swift)
                tester.standIn = standIn
                let verdict = try tester.run(
                    section, testsFolder: sourceFolder.appendingPathComponent(spec.path),
                    testsDisplayPath: "\(sourcePath)/\(spec.path)", scratchName: "\(scratchName)-mutants"
                )
                report.mutants = verdict.mutants
                report.warnings += verdict.warnings
            }
            report.requiredKills = spec.requiredKills
        }

        CheckVerdict.settle(&report, section: section)
        report.score = (try? Rubric.load(for: section, in: workspace))?.score(report, section: section)
        report.warnings = warnings + report.warnings
        report.duration = Date().timeIntervalSince(started)
        return report
    }

    /// A gap's report with what the build without the views found. When even that build fails, no
    /// hidden test ran and the report says why; the gap stays the verdict.
    static func judgedWithoutViews(gap: CheckReport, rest: CheckReport) -> CheckReport {
        var report = rest
        report.checkerGaps = gap.checkerGaps
        if rest.status == .error {
            report.status = .checkerGap
            report.tests = []
            report.buildErrors = []
            let first = rest.buildErrors.first.map { "\($0.location): \($0.message)" } ?? rest.message
            report.warnings.append("With the views set aside, the rest of your code did not build either (\(first)), so no hidden test could run.")
        }
        return report
    }

    package func architectureFindings(_ section: CatalogSection, sourceFolder: URL, sourcePath: String) throws -> [ArchitectureFinding] {
        var findings = layoutFindings(section, sourceFolder: sourceFolder, sourcePath: sourcePath)
        guard !section.rules.isEmpty else { return findings }
        let book = try RuleBook.load(from: workspace.url("sherpa/rules.json"))
        let excluded = section.learnerTests.map { [$0.path] } ?? []
        let files = try SourceTree.files(in: sourceFolder, excluding: excluded, extensions: ["swift"]).map { relative in
            SourceFile(path: "\(sourcePath)/\(relative)", text: try String(contentsOf: sourceFolder.appendingPathComponent(relative), encoding: .utf8))
        }
        findings += ArchitectureChecker(rules: try book.rules(ids: section.rules)).check(files)
        return findings
    }

    /// Folder-level checks: a feature layout has its feature folders and no layer folders.
    func layoutFindings(_ section: CatalogSection, sourceFolder: URL, sourcePath: String) -> [ArchitectureFinding] {
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
