import Foundation
import SherpaCore

/// `sherpa/mutants/section-N/mutants.json`: reference files with one deliberate bug each.
package struct MutantCatalog: Codable, Sendable {
    package var formatVersion: Int
    package var section: String
    package var mutants: [Mutant]

    package struct Mutant: Codable, Sendable, Equatable {
        /// Also the folder holding the mutant's files.
        package var id: String
        /// The reference file (relative to the section folder) the mutant replaces.
        package var replaces: String
        /// The bug, in the learner's words.
        package var description: String
        /// What kind of test would catch it, shown when it survives.
        package var hint: String
    }

    package static func load(folder: URL) throws -> MutantCatalog {
        let file = folder.appendingPathComponent("mutants.json")
        do {
            return try JSONDecoder().decode(MutantCatalog.self, from: Data(contentsOf: file))
        } catch {
            throw MutationError.unreadableCatalog(path: file.path, reason: String(describing: error))
        }
    }
}

/// What can go wrong before mutation testing can judge the learner's tests.
package enum MutationError: LocalizedError, Equatable {
    /// `mutants.json` is missing or malformed.
    case unreadableCatalog(path: String, reason: String)

    package var errorDescription: String? {
        switch self {
        case .unreadableCatalog(let path, let reason):
            "The mutant list \(path) could not be read: \(reason)."
        }
    }
}

/// Runs the learner's tests against the reference solution and against each mutant of it, all
/// from one build of the reference with every mutant compiled in (`MutantSchema`).
/// A mutant is killed when a test that passes on the reference fails (or traps) on the mutant.
package struct MutationTester: Sendable {
    package let workspace: Workspace
    package let processes: any ProcessRunning
    package var limits: CheckLimits
    package var swift: String
    /// Where the mutant package takes the SwiftUI stand-in from.
    package var standIn: StandInLinkage = .sources

    package init(workspace: Workspace, processes: any ProcessRunning, limits: CheckLimits, swift: String) {
        self.workspace = workspace
        self.processes = processes
        self.limits = limits
        self.swift = swift
    }

    package struct Verdict: Codable, Sendable, Equatable {
        package var mutants: [MutantOutcome]
        package var warnings: [String]

        package init(mutants: [MutantOutcome], warnings: [String]) {
            self.mutants = mutants
            self.warnings = warnings
        }
    }

    package func run(_ section: CatalogSection, testsFolder: URL, testsDisplayPath: String, scratchName: String) throws -> Verdict {
        guard let spec = section.learnerTests else { return Verdict(mutants: [], warnings: []) }
        let mutantsFolder = workspace.url(spec.mutants)
        let catalog = try MutantCatalog.load(folder: mutantsFolder)
        let folder = workspace.scratchRoot.appendingPathComponent(scratchName)
        let runner = HiddenSuiteRunner(workspace: workspace, processes: processes, limits: limits, swift: swift)
        let survivors = catalog.mutants.map { MutantOutcome(id: $0.id, description: $0.description, killed: false, hint: $0.hint) }

        // One build: the reference with every mutant compiled in, switched at run time (MutantSchema).
        let schema = try MutantSchema.make(catalog, mutantsFolder: mutantsFolder, solutionFolder: workspace.url(section.solution))
        let schemaFolder = workspace.scratchRoot.appendingPathComponent("\(scratchName)-schema")
        var replacements: [String: URL] = [:]
        for (relative, text) in schema.files {
            let url = schemaFolder.appendingPathComponent(relative)
            if (try? String(contentsOf: url, encoding: .utf8)) != text {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
            }
            replacements[relative] = url
        }
        let package = try ScratchPackage(
            workspace: workspace, section: section, sourceFolder: workspace.url(section.solution),
            sourceDisplayPath: section.solution, folder: folder, replacements: replacements,
            includeSuite: false, learnerTestsFolder: testsFolder, learnerTestsDisplayPath: testsDisplayPath, standIn: standIn
        )
        // The verdict depends only on what goes into this package: when neither the learner's tests nor
        // the code under them changed, the last answer stands and nothing is built or run.
        let cache = MutationVerdictCache(file: workspace.scratchRoot.appendingPathComponent("\(scratchName)-verdict.json"))
        let key = try MutationVerdictCache.key(package: package, catalog: catalog)
        if let cached = cache.verdict(for: key) { return cached }
        let verdict = try judge(package, catalog: catalog, runner: runner, survivors: survivors)
        if verdict.isRepeatable { cache.store(verdict.answer, for: key) }
        return verdict.answer
    }

    /// A verdict, and whether the same inputs would give it again: not when a time limit decided part of it.
    private struct Judgement {
        var answer: Verdict
        var isRepeatable: Bool
    }

    private func judge(_ package: ScratchPackage, catalog: MutantCatalog, runner: HiddenSuiteRunner, survivors: [MutantOutcome]) throws -> Judgement {
        try package.sync()
        let build = try processes.run(ProcessInvocation(
            program: swift,
            arguments: ["build", "--package-path", package.folder.path, "--build-tests"] + CompilerDiagnostics.buildFlags,
            timeout: limits.build, outputLimit: limits.output,
            temporaryDirectory: workspace.toolTemporaryFolder
        ))
        guard build.succeeded else {
            let first = CompilerDiagnostics.parse(build.stdout + "\n" + build.stderr).first { $0.severity == "error" }
            let place = first.map { "\(package.displayPath(forCompilerPath: $0.path) ?? $0.path):\($0.line): \($0.message)" }
            return Judgement(answer: Verdict(mutants: survivors, warnings: [
                "Your tests do not compile against the reference solution (\(place ?? "no diagnostic")), so sherpa cannot try them on the deliberately broken versions. Use only what the section asks the view model to offer, and keep test doubles in your Tests folder."
            ]), isRepeatable: !build.timedOut)
        }

        let baseline = try runner.runTests(package, only: ScratchPackage.learnerTestTarget).outcomes
        var repeatable = !baseline.contains { $0.status == .timedOut }
        let trusted = Set(baseline.filter { $0.status == .pass }.map(\.name))
        var warnings: [String] = []
        let distrusted = baseline.filter { $0.status != .pass }.map(\.name)
        if !distrusted.isEmpty {
            warnings.append("These tests of yours fail on the reference solution, so they cannot tell a bug from correct code and were not counted: \(distrusted.joined(separator: "; ")).")
        }
        if trusted.isEmpty {
            let answer = Verdict(mutants: survivors, warnings: warnings + ["None of your tests passes on the reference solution yet, so no bug can be caught."])
            return Judgement(answer: answer, isRepeatable: repeatable)
        }

        var verdicts: [MutantOutcome] = []
        for (index, mutant) in catalog.mutants.enumerated() {
            let run = try runner.runTests(package, only: ScratchPackage.learnerTestTarget, environment: [MutantSchema.environmentKey: mutant.id])
            var verdict = survivors[index]
            verdict.killed = run.outcomes.contains { trusted.contains($0.name) && $0.status != .pass }
            verdicts.append(verdict)
            if run.outcomes.contains(where: { $0.status == .timedOut }) { repeatable = false }
        }
        return Judgement(answer: Verdict(mutants: verdicts, warnings: warnings), isRepeatable: repeatable)
    }
}
