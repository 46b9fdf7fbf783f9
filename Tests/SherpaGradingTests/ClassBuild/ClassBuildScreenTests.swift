import Foundation
import Synchronization
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
import SherpaTestSupport

/// A `swift build` that succeeds and keeps the manifest it built, and a `swiftc -typecheck` of a
/// screened suite that answers with the error it is given (or none).
private final class ScriptedCompiler: ProcessRunning, @unchecked Sendable {
    let suiteError: String?
    let manifests = Mutex<[String]>([])
    let typechecks = Mutex<Int>(0)

    init(suiteError: String?) {
        self.suiteError = suiteError
    }

    func run(_ invocation: ProcessInvocation, watch: (@Sendable () -> String?)?) throws -> ProcessOutcome {
        if invocation.arguments.first == "build", let index = invocation.arguments.firstIndex(of: "--package-path") {
            let manifest = try String(contentsOfFile: invocation.arguments[index + 1] + "/Package.swift", encoding: .utf8)
            manifests.withLock { $0.append(manifest) }
            return ProcessOutcome(exitCode: 0)
        }
        if invocation.arguments.first == "-typecheck" {
            typechecks.withLock { $0 += 1 }
            guard let suiteError, let suiteFile = invocation.arguments.last(where: { $0.hasSuffix(".swift") }) else { return ProcessOutcome(exitCode: 0) }
            return ProcessOutcome(exitCode: 1, stderr: "\(suiteFile):3:9: error: \(suiteError) [cannot_find_type_in_scope]\n")
        }
        return ProcessOutcome(exitCode: 0)
    }
}

@Suite("The class build and hand-ins without a step's type")
struct ClassBuildScreenTests {
    let workspace: Workspace
    let section: CatalogSection
    let scratch: TemporaryFolder
    let submissions: [Submission]

    init() throws {
        workspace = try ShippedCourse.workspace()
        section = try ShippedCourse.section("8")
        scratch = try TemporaryFolder()
        var submissions: [Submission] = []
        for (learner, source) in [("ada", section.solution), ("bo", section.starter)] {
            let copy = scratch.url.appendingPathComponent("\(learner)/code")
            try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: workspace.url(source), to: copy)
            submissions.append(Submission(learner: learner, layout: .sectionFolder, copy: copy, notes: [], submittedAt: nil, digest: learner))
        }
        self.submissions = submissions
    }

    private func build(with compiler: ScriptedCompiler, extra: [Submission] = []) throws -> ClassBuild.Result {
        try ClassBuild(environment: RunEnvironment(workspace: workspace, processes: compiler))
            .run(section, folder: scratch.url.appendingPathComponent("package"), submissions: submissions + extra, schema: nil)
    }

    /// A copy of the starter handed in by `learner`, its module files changed by `edit`.
    private func starter(_ learner: String, edit: String? = nil) throws -> Submission {
        let copy = scratch.url.appendingPathComponent("\(learner)/code")
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: workspace.url(section.starter), to: copy)
        if let edit {
            let file = try #require(try SectionSources.moduleFiles(section, in: copy).first).url
            try (String(contentsOf: file, encoding: .utf8) + edit).write(to: file, atomically: true, encoding: .utf8)
        }
        return Submission(learner: learner, layout: .sectionFolder, copy: copy, notes: [], submittedAt: nil, digest: learner)
    }

    @Test("The starter's suite stays out of the one class build, and the compiler's error names what it lacks")
    func starterCostsNoExtraBuild() throws {
        let compiler = ScriptedCompiler(suiteError: "cannot find type 'Author' in scope")
        let result = try build(with: compiler)

        let manifests = compiler.manifests.withLock { $0 }
        #expect(manifests.count == 1)
        #expect(manifests.first?.contains(ClassPackage.suiteTarget(ClassPackage.key(for: "bo"))) == false)
        #expect(manifests.first?.contains(ClassPackage.suiteTarget(ClassPackage.key(for: "ada"))) == true)
        #expect(compiler.typechecks.withLock { $0 } == 1)
        guard case .missing(let sentences)? = result.outcomes["bo"] else {
            Issue.record("bo should be missing pieces, not \(String(describing: result.outcomes["bo"]))")
            return
        }
        #expect(sentences == ["Section 8 asks for an `Author` type; none was found in Section8-PracticeProject."])
        guard case .built(let ada)? = result.outcomes["ada"] else {
            Issue.record("ada should be built, not \(String(describing: result.outcomes["ada"]))")
            return
        }
        #expect(ada.suite)
    }

    @Test("A screened suite that compiles after all goes back into the package for one more build")
    func suiteThatCompilesIsReadmitted() throws {
        let compiler = ScriptedCompiler(suiteError: nil)
        let result = try build(with: compiler)

        let manifests = compiler.manifests.withLock { $0 }
        #expect(manifests.count == 2)
        #expect(manifests.last?.contains(ClassPackage.suiteTarget(ClassPackage.key(for: "bo"))) == true)
        guard case .built(let bo)? = result.outcomes["bo"] else {
            Issue.record("bo should be built, not \(String(describing: result.outcomes["bo"]))")
            return
        }
        #expect(bo.suite)
    }

    @Test("Hand-ins whose module files are the same bytes are type-checked once, and each learner gets the missing pieces")
    func identicalStartersAreScreenedOnce() throws {
        let compiler = ScriptedCompiler(suiteError: "cannot find type 'Author' in scope")
        let result = try build(with: compiler, extra: [try starter("cy"), try starter("di", edit: "\n// di's own comment\n")])

        // bo and cy handed in the same starter; di changed a file, so di's suite is checked on its own.
        #expect(compiler.typechecks.withLock { $0 } == 2)
        for learner in ["bo", "cy", "di"] {
            guard case .missing(let sentences)? = result.outcomes[learner] else {
                Issue.record("\(learner) should be missing pieces, not \(String(describing: result.outcomes[learner]))")
                continue
            }
            #expect(sentences == ["Section 8 asks for an `Author` type; none was found in Section8-PracticeProject."], "\(learner)")
        }
    }
}
