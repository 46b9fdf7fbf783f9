import Foundation
import Synchronization
import SherpaCore
import SherpaRunner

/// Keeps hand-ins that lack a whole type the section asks for (an untouched starter, a refactor
/// half done) from costing the class build a round each. SwiftPM stops a build at the first target
/// that fails, so every suite in the class package that cannot compile would stop one build and
/// start another. Such a learner's suite stays out of the package; once the class is built, each
/// is type-checked against that learner's built modules, all in one pass, and only a suite that
/// compiles after all goes back in. The errors are the compiler's own, so `sherpa check` and
/// `sherpa grade` name the same missing pieces.
struct SuiteScreen: Sendable {
    let environment: RunEnvironment

    /// The type names in the section's steps that the learner's module files declare nowhere.
    /// Empty when the section names no steps: then nobody is screened.
    static func undeclaredSteps(_ section: CatalogSection, folder: URL) -> [String] {
        guard let steps = section.steps, !steps.isEmpty else { return [] }
        let files = (try? SectionSources.moduleFiles(section, in: folder)) ?? []
        var declared = Set<String>()
        for file in files {
            guard let text = try? String(contentsOf: file.url, encoding: .utf8) else { continue }
            let facts = SourceFacts(SourceFile(path: file.section, text: text))
            declared.formUnion(facts.types.filter { $0.kind != .extension }.map(\.name))
            // A type alias names a type too; the analyser does not record it as a declaration.
            declared.formUnion(Self.aliases(in: facts))
        }
        return steps.filter { !declared.contains($0) }
    }

    private static func aliases(in facts: SourceFacts) -> [String] {
        let tokens = facts.tokens
        return tokens.indices.dropLast().compactMap { index in
            tokens[index].text == "typealias" ? tokens[index + 1].text : nil
        }
    }

    /// Each member's suite errors (`typecheckSuite`), by member key, type-checked as many at once as
    /// there are cores. Hand-ins whose module files are the same bytes (the untouched starter, handed
    /// in by several learners) meet the same errors, in the section's names: each such group is
    /// type-checked once.
    func typecheckSuites(of members: [ClassPackage.Member], in package: ClassPackage) throws -> [String: [CompilerDiagnostics.Diagnostic]] {
        var groups: [String: [ClassPackage.Member]] = [:]
        for member in members {
            groups[try Self.moduleDigest(of: member, section: package.section), default: []].append(member)
        }
        let representatives = groups.values.map { $0[0] }.sorted { $0.key < $1.key }
        let results = Mutex<[String: Result<[CompilerDiagnostics.Diagnostic], any Error>]>([:])
        let lanes = max(1, min(representatives.count, ProcessInfo.processInfo.activeProcessorCount))
        DispatchQueue.concurrentPerform(iterations: lanes) { lane in
            for member in stride(from: lane, to: representatives.count, by: lanes).map({ representatives[$0] }) {
                let result = Result { try typecheckSuite(of: member, in: package) }
                results.withLock { $0[member.key] = result }
            }
        }
        let found = try results.withLock { $0 }.mapValues { try $0.get() }
        var errors: [String: [CompilerDiagnostics.Diagnostic]] = [:]
        for group in groups.values {
            for member in group { errors[member.key] = found[group[0].key] }
        }
        return errors
    }

    /// What a suite is type-checked against, as bytes: the learner's module files by path, and whether
    /// their views are set aside.
    static func moduleDigest(of member: ClassPackage.Member, section: CatalogSection) throws -> String {
        var hasher = SHA256()
        hasher.update("views set aside: \(member.viewsSetAside)\n")
        for source in try SectionSources.moduleFiles(section, in: member.folder).sorted(by: { $0.section < $1.section }) {
            let data = try Data(contentsOf: source.url)
            hasher.update("\(source.module) \(source.section) \(data.count)\n")
            hasher.update(data)
        }
        return hasher.finalize()
    }

    /// The suite's compiler errors against `member`'s modules in the built class package; empty
    /// when it compiles. The suite is written, as built, into a folder SwiftPM does not read.
    func typecheckSuite(of member: ClassPackage.Member, in package: ClassPackage) throws -> [CompilerDiagnostics.Diagnostic] {
        let workspace = environment.workspace
        let folder = package.folder.appendingPathComponent(".screened/\(member.key)")
        try? FileManager.default.removeItem(at: folder)
        var paths: [String] = []
        for (relative, data) in try ClassPackage.suiteFiles(package.section, in: workspace, viewsSetAside: member.viewsSetAside) {
            let url = folder.appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
            paths.append(url.path)
        }
        let modules = ClassPackage.configuration.modulesFolder(in: package.folder)
        let outcome = try environment.processes.run(ProcessInvocation(
            program: environment.swift,
            arguments: ["-typecheck", "-swift-version", "6"]
                + ProbeRunner.swiftcFlags(modulesFolder: modules, packageName: ProbeRunner.packageName(of: package.folder, configuration: ClassPackage.configuration))
                + package.aliasFlags(key: member.key) + paths,
            timeout: environment.limits.build, outputLimit: environment.limits.output,
            temporaryDirectory: workspace.toolTemporaryFolder
        ).asSwiftc())
        if outcome.timedOut {
            throw GradingError.unattributedBuildFailure(details: "type-checking the hidden suite against one hand-in ran past \(Int(environment.limits.build)) seconds and was stopped.")
        }
        let prefix = folder.standardizedFileURL.path + "/"
        return CompilerDiagnostics.parse(outcome.stdout + "\n" + outcome.stderr).filter {
            $0.severity == .error && URL(fileURLWithPath: $0.path).standardizedFileURL.path.hasPrefix(prefix)
        }.map { package.asLearnerSees($0, key: member.key) }
    }
}
