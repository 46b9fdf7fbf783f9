import Foundation
import SherpaCore

/// `sherpa/mutants/section-N/mutants.json`: reference files with one deliberate bug each.
package struct MutantCatalog: Codable, Sendable {
    var formatVersion: Int
    package var section: String
    package var mutants: [Mutant]

    package struct Mutant: Codable, Sendable, Equatable {
        /// Also the folder holding the mutant's files.
        package var id: String
        /// The reference file (relative to the section folder) the mutant replaces.
        var replaces: String
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
enum MutationError: LocalizedError, Equatable {
    /// `mutants.json` is missing or malformed.
    case unreadableCatalog(path: String, reason: String)

    var errorDescription: String? {
        switch self {
        case .unreadableCatalog(let path, let reason):
            "The mutant list \(path) could not be read: \(reason)."
        }
    }
}

/// `sherpa check`'s mutation step: the learner's tests built against the reference with every mutant
/// compiled in (`MutantSchema`), in a scratch package of their own, and judged by `MutationJudge`.
package struct MutationTester: Sendable {
    package let environment: RunEnvironment
    /// Where the mutant package takes the SwiftUI stand-in from.
    var standIn: StandInLinkage = .sources

    init(environment: RunEnvironment) {
        self.environment = environment
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
        let workspace = environment.workspace
        let mutantsFolder = workspace.url(spec.mutants)
        let catalog = try MutantCatalog.load(folder: mutantsFolder)
        let folder = workspace.scratchRoot.appendingPathComponent(scratchName)

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
        let judgement = try judge(package, section: section, catalog: catalog)
        if judgement.isRepeatable { cache.store(judgement.verdict, for: key) }
        return judgement.verdict
    }

    private func judge(_ package: ScratchPackage, section: CatalogSection, catalog: MutantCatalog) throws -> MutationJudge.Judgement {
        try package.sync()
        let build = try environment.processes.run(environment.buildInvocation(package.folder, standIn: package.standIn))
        guard build.succeeded else {
            let first = CompilerDiagnostics.parse(build.stdout + "\n" + build.stderr).first { $0.severity == .error }
            let place = first.map { "\(package.displayPath(forCompilerPath: $0.path) ?? $0.path):\($0.line): \($0.message)" }
            return MutationJudge.Judgement(verdict: MutationJudge.doesNotCompile(catalog, place: place), isRepeatable: !build.timedOut)
        }
        let tests = ScratchBuild(environment: environment, package: package, section: section)
        return try MutationJudge.judge(catalog) { index in
            try tests.runTests(only: ScratchPackage.learnerTestTarget, environment: index.map { [MutantSchema.environmentKey: catalog.mutants[$0].id] } ?? [:])
        }
    }
}
