import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
import SherpaTestSupport

@Suite("Reusing the last mutation verdict")
struct MutationVerdictCacheTests {
    let folder: TemporaryFolder
    let workspace: Workspace
    let section: CatalogSection

    /// A course holding only what section 4's mutation testing reads: the reference and its mutants.
    init() throws {
        folder = try TemporaryFolder()
        let real = try ShippedCourse.workspace()
        section = try real.section(named: "4")
        let manager = FileManager.default
        for path in [section.solution, try #require(section.learnerTests).mutants] {
            let destination = folder.url.appendingPathComponent(path)
            try manager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try manager.copyItem(at: real.url(path), to: destination)
        }
        workspace = Workspace(root: folder.url, catalog: real.catalog)
    }

    private var testsFolder: URL { workspace.url(section.solution).appendingPathComponent("Tests") }

    private func key() throws -> String {
        let package = try ScratchPackage(
            workspace: workspace, section: section, sourceFolder: workspace.url(section.solution), sourceDisplayPath: section.solution,
            folder: folder.url.appendingPathComponent("scratch"), includeSuite: false, learnerTestsFolder: testsFolder,
            learnerTestsDisplayPath: "Exercises/Section4-DependencyInjection/Tests"
        )
        return try MutationVerdictCache.key(package: package, catalog: MutantCatalog.load(folder: workspace.url(section.learnerTests!.mutants)))
    }

    private func append(_ text: String, to url: URL) throws {
        let handle = try FileHandle(forWritingTo: url)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }

    @Test("An unchanged tree gives the same key, and the verdict stored under it is found")
    func unchangedTreeHits() throws {
        let cache = MutationVerdictCache(file: folder.url.appendingPathComponent("verdict.json"))
        let verdict = MutationTester.Verdict(mutants: [MutantOutcome(id: "m", description: "d", killed: true, hint: "h")], warnings: ["w"])
        cache.store(verdict, for: try key())
        #expect(cache.verdict(for: try key()) == verdict)
    }

    @Test("Editing one of the learner's tests changes the key")
    func editedTestChangesKey() throws {
        let before = try key()
        try append("\n// one more line\n", to: testsFolder.appendingPathComponent("BookListViewModelTests.swift"))
        #expect(try key() != before)
    }

    @Test("Editing the code under the tests changes the key")
    func editedCodeChangesKey() throws {
        let before = try key()
        try append("\n// one more line\n", to: workspace.url(section.solution).appendingPathComponent("BookRepository.swift"))
        #expect(try key() != before)
    }

    @Test("A verdict stored under another key is not returned")
    func otherKeyMisses() throws {
        let cache = MutationVerdictCache(file: folder.url.appendingPathComponent("verdict.json"))
        cache.store(MutationTester.Verdict(mutants: [], warnings: []), for: "an older key")
        #expect(cache.verdict(for: try key()) == nil)
    }

    @Test("A second run with the same tests and code builds and runs nothing and gives the same verdict")
    func secondRunIsSkipped() throws {
        let swift = CountingFailedBuild()
        let tester = MutationTester(environment: RunEnvironment(workspace: workspace, processes: swift))
        let first = try tester.run(section, testsFolder: testsFolder, testsDisplayPath: "Tests", scratchName: "mutants")
        #expect(swift.calls == 1)
        let second = try tester.run(section, testsFolder: testsFolder, testsDisplayPath: "Tests", scratchName: "mutants")
        #expect(swift.calls == 1)
        #expect(second == first)
    }

    @Test("A verdict decided by a time limit is not kept: the next run tries again")
    func timedOutVerdictIsNotKept() throws {
        let swift = CountingFailedBuild(timedOut: true)
        let tester = MutationTester(environment: RunEnvironment(workspace: workspace, processes: swift))
        _ = try tester.run(section, testsFolder: testsFolder, testsDisplayPath: "Tests", scratchName: "mutants")
        _ = try tester.run(section, testsFolder: testsFolder, testsDisplayPath: "Tests", scratchName: "mutants")
        #expect(swift.calls == 2)
    }
}

/// A `swift build` that fails at once without a diagnostic (or runs out of time), counting its calls.
private final class CountingFailedBuild: ProcessRunning, @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    let timedOut: Bool

    init(timedOut: Bool = false) {
        self.timedOut = timedOut
    }

    var calls: Int { lock.withLock { count } }

    func run(_ invocation: ProcessInvocation, watch: (@Sendable () -> String?)?) throws -> ProcessOutcome {
        lock.withLock { count += 1 }
        return ProcessOutcome(exitCode: 1, stderr: "the fake build stops here\n", timedOut: timedOut)
    }
}
