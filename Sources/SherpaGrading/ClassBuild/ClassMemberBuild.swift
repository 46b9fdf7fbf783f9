import Foundation
import SherpaCore
import SherpaRunner

/// `sherpa grade`'s build of one learner: their member of the class package. Each test run is its
/// own sandboxed process writing only into the learner's run folder; `CheckPipeline` decides what
/// the runs mean, exactly as for `sherpa check`.
struct ClassMemberBuild: BuiltLearnerCode {
    let environment: RunEnvironment
    let package: ClassPackage
    let member: ClassPackage.Member
    let runFolder: URL
    let sandbox: TestSandbox
    /// Where the learner's tests first fail to compile against the reference, when they do.
    let mutationProblem: String?

    /// Empties the learner's run folder; tests may read `readOnly` and write only the run folder.
    init(environment: RunEnvironment, package: ClassPackage, member: ClassPackage.Member, runFolder: URL, readOnly: [URL], mutationProblem: String?) throws {
        try? FileManager.default.removeItem(at: runFolder)
        try FileManager.default.createDirectory(at: runFolder, withIntermediateDirectories: true)
        self.environment = environment
        self.package = package
        self.member = member
        self.runFolder = runFolder
        // Without a binary to run directly (macOS), `swift test` also writes the package's build folder.
        let binaries = [package.suiteRunner(for: member.key), package.ownTestsRunner(for: member.key)].compactMap { $0 }
        let writable = TestRunnerProgram.isUsed ? [runFolder] : [runFolder, package.folder.appendingPathComponent(".build")]
        self.sandbox = TestSandbox.make(readable: binaries, writable: writable, hidden: readOnly, processes: environment.processes)
        self.mutationProblem = mutationProblem
    }

    var suiteTarget: String { ClassPackage.suiteTarget(member.key) }

    var viewsSetAside: Bool { member.viewsSetAside }

    func runSuite() throws -> TestExecution.Result {
        try run(launch(suiteTarget, origin: .suite, folder: "suite", binary: package.suiteRunner(for: member.key)))
    }

    func runOwnTests() throws -> TestExecution.Result? {
        let target = ClassPackage.ownTestsTarget(member.key)
        return package.hasTestTarget(target) ? try run(launch(target, origin: .learner, folder: "own", binary: package.ownTestsRunner(for: member.key))) : nil
    }

    func runProbes(_ probes: [CompileFailProbe]) throws -> [TestOutcome] {
        try ProbeRunner(processes: environment.processes, swift: environment.swift).run(
            probes, packageFolder: package.folder, configuration: ClassPackage.configuration, workFolder: runFolder,
            modules: package.section.modules.map { ClassPackage.moduleName($0.name, key: member.key) },
            extraFlags: package.aliasFlags(key: member.key), remembering: false
        )
    }

    /// The learner's tests were compiled against the reference with every mutant in (`MutantSchema`)
    /// as the member's mutation target, so judging them is only running it.
    func judgeMutants(_ catalog: MutantCatalog, spec: LearnerTestsSpec, testsFolder: URL, testsDisplayPath: String) throws -> MutationTester.Verdict {
        if let mutationProblem { return MutationJudge.doesNotCompile(catalog, place: mutationProblem) }
        let target = ClassPackage.mutationTarget(member.key)
        guard member.mutationTests, package.hasTestTarget(target) else {
            return MutationTester.Verdict(mutants: MutationJudge.survivors(catalog), warnings: [])
        }
        return try MutationJudge.judge(catalog) { index in
            let mutant = index.map { [MutantSchema.environmentKey: catalog.mutants[$0].id] } ?? [:]
            return try run(launch(target, origin: .learner, environment: mutant, folder: index.map { "mutant-\($0)" } ?? "reference", binary: package.ownTestsRunner(for: member.key)))
        }.verdict
    }

    private func run(_ launch: TestLaunch) throws -> TestExecution.Result {
        var result = try TestExecution(processes: environment.processes, limits: environment.limits).run(launch)
        result.warnings += sandbox.limitations
        return result
    }

    /// `binary` is the runner that holds `target`; nil runs it through `swift test` (macOS).
    private func launch(_ target: String, origin: TestOrigin, environment variables: [String: String] = [:], folder: String, binary: URL?) -> TestLaunch {
        let package = self.package
        let key = member.key
        let tool: TestLaunch.Tool = binary.map { .binary($0) } ?? .swiftTest(package: package.folder, swift: environment.swift)
        let workFolder = runFolder.appendingPathComponent(folder)
        var launch = TestLaunch(tool: tool, target: target, workFolder: workFolder, sandbox: sandbox, origin: { _ in origin })
        launch.environment = variables.merging(["TMPDIR": workFolder.path]) { new, _ in new }
        launch.trapPaths = { package.learnerPaths(inTrapMessage: $0, key: key) }
        launch.receipted = origin == .suite
        return launch
    }
}
