import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
import SherpaTestSupport

/// `ProbeRunner`'s verdicts, with a compiler that answers from a script: errors are printed for
/// the probe files named, so each test runs in milliseconds and shows one rule.
@Suite("Compile-fail probe verdicts")
struct ProbeRunnerTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sherpa-probe-runner-\(UUID().uuidString)")

    private func probe(_ promise: String, expecting expected: [String], mistakes: [KnownMistake] = []) -> CompileFailProbe {
        CompileFailProbe(
            file: "\(promise).swift", promise: promise, expectedErrors: expected, mistakes: mistakes,
            source: "import Counter\n\nfunc poke(_ model: CounterModel) {\n    model.count = 3\n}\n"
        )
    }

    private func run(_ probes: [CompileFailProbe], compiler: ScriptedCompiler) throws -> [TestOutcome] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return try ProbeRunner(processes: compiler, swift: "swift").run(probes, packageFolder: folder, workFolder: folder, modules: ["Counter"])
    }

    @Test("A probe rejected with an expected error passes")
    func expectedErrorPasses() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let compiler = ScriptedCompiler(errors: [0: ["cannot assign to property: 'count' setter is inaccessible [assignment_lhs_is_immutable_property]"]])
        let outcomes = try run([probe("count is read-only", expecting: ["setter is inaccessible", "is a get-only property"])], compiler: compiler)
        #expect(outcomes == [TestOutcome(name: "count is read-only", status: .pass, origin: .probe)])
    }

    @Test("A probe the compiler accepts fails and shows the code that should have been refused")
    func acceptedProbeFails() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcomes = try run([probe("count is read-only", expecting: ["setter is inaccessible"])], compiler: ScriptedCompiler(errors: [:]))
        let outcome = try #require(outcomes.first)
        #expect(outcome.status == .fail)
        #expect(outcome.message?.hasPrefix("Your code still allows this") == true)
        #expect(outcome.message?.contains("model.count = 3") == true)
    }

    @Test("A known mistake is named by its sentence")
    func knownMistakeIsNamed() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let mistake = KnownMistake(diagnostic: "is a 'let' constant", explanation: "`count` is a constant; the section asks for a value only the model changes.")
        let compiler = ScriptedCompiler(errors: [0: ["cannot assign to property: 'count' is a 'let' constant [assignment_lhs_is_immutable_property]"]])
        let outcomes = try run([probe("count is read-only", expecting: ["setter is inaccessible"], mistakes: [mistake])], compiler: compiler)
        #expect(outcomes.first?.status == .fail)
        #expect(outcomes.first?.message == mistake.explanation)
    }

    @Test("A rejection for another reason fails and shows the compiler's words, without identifiers")
    func otherReasonShowsMessages() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let compiler = ScriptedCompiler(errors: [0: ["cannot find 'CounterModel' in scope [cannot_find_type_in_scope]"]])
        let outcomes = try run([probe("count is read-only", expecting: ["setter is inaccessible"])], compiler: compiler)
        #expect(outcomes.first?.status == .fail)
        #expect(outcomes.first?.message == "The compiler rejected the probe, but for another reason than the one this guarantee is about.")
        #expect(outcomes.first?.output == "cannot find 'CounterModel' in scope")
    }

    @Test("Errors count only for the probe whose file they are in")
    func errorsAreAttributedByFile() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let compiler = ScriptedCompiler(errors: [1: ["cannot assign to property: 'count' setter is inaccessible [assignment_lhs_is_immutable_property]"]])
        let outcomes = try run([probe("first", expecting: ["setter is inaccessible"]), probe("second", expecting: ["setter is inaccessible"])], compiler: compiler)
        #expect(outcomes.map(\.status) == [.fail, .pass])
    }

    @Test("All probes are type-checked in one compiler run")
    func oneCompilerRun() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let compiler = ScriptedCompiler(errors: [:])
        _ = try run([probe("first", expecting: ["x"]), probe("second", expecting: ["x"]), probe("third", expecting: ["x"])], compiler: compiler)
        #expect(compiler.runs == 1)
    }

    @Test("Unchanged probes against unchanged modules are answered from the cache, without the compiler")
    func unchangedIsCached() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let compiler = ScriptedCompiler(errors: [0: ["cannot assign to property: 'count' setter is inaccessible [assignment_lhs_is_immutable_property]"]])
        let probes = [probe("count is read-only", expecting: ["setter is inaccessible"])]
        let first = try run(probes, compiler: compiler)
        let second = try run(probes, compiler: compiler)
        #expect(second == first)
        #expect(compiler.runs == 1)
    }

    @Test("Without remembering, as in a grade, the probes are type-checked each time and no answer is kept")
    func forgetfulRunKeepsNothing() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let compiler = ScriptedCompiler(errors: [:])
        let probes = [probe("count is read-only", expecting: ["setter is inaccessible"])]
        for _ in 0..<2 {
            _ = try ProbeRunner(processes: compiler, swift: "swift").run(probes, packageFolder: folder, workFolder: folder, modules: ["Counter"], remembering: false)
        }
        #expect(compiler.runs == 2)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(".sherpa-probes.json").path))
    }

    @Test("A changed probe is type-checked again")
    func changedIsRechecked() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let compiler = ScriptedCompiler(errors: [:])
        var probe = probe("count is read-only", expecting: ["setter is inaccessible"])
        _ = try run([probe], compiler: compiler)
        probe.source += "// changed\n"
        _ = try run([probe], compiler: compiler)
        #expect(compiler.runs == 2)
    }
}

/// A `swiftc` that prints, for the probe at each index, the listed errors at line 4 of its file.
private final class ScriptedCompiler: ProcessRunning, @unchecked Sendable {
    private let errors: [Int: [String]]
    private let lock = NSLock()
    private var count = 0

    init(errors: [Int: [String]]) { self.errors = errors }

    var runs: Int { lock.withLock { count } }

    func run(_ invocation: ProcessInvocation, watch: (@Sendable () -> String?)?) throws -> ProcessOutcome {
        lock.withLock { count += 1 }
        let files = invocation.arguments.filter { $0.hasSuffix(".swift") }
        var output = ""
        for (index, file) in files.enumerated() {
            for message in errors[index] ?? [] { output += "\(file):4:11: error: \(message)\n" }
        }
        return ProcessOutcome(exitCode: output.isEmpty ? 0 : 1, stderr: output)
    }
}
