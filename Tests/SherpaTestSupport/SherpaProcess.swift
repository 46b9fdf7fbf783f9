import Foundation
import SherpaCore
import SherpaRunner

/// Runs the built `sherpa` executable the way a learner would, in a folder of our choosing.
package enum SherpaProcess {
    /// The repository this test target belongs to.
    package static let repositoryRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
        }
        fatalError("The test file is not inside the package.")
    }()

    /// `sherpa` sits next to the test bundle in the build products folder.
    package static var executable: URL {
        let candidates = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
            + Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        for folder in candidates {
            let url = folder.appendingPathComponent("sherpa")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return repositoryRoot.appendingPathComponent(".build/debug/sherpa")
    }

    package struct Result {
        package var exitCode: Int32
        package var stdout: String
        package var stderr: String
        package var output: String { stdout + stderr }
        /// stdout with its wrapping undone (`String.unwrapped`).
        package var unwrapped: String { stdout.unwrapped }
    }

    /// Runs `sherpa` and waits for it on a thread of its own (see `DedicatedThread`).
    package static func run(_ arguments: [String], in folder: URL, environment: [String: String] = [:], timeout: TimeInterval = 600) async throws -> Result {
        let invocation = ProcessInvocation(
            program: executable.path,
            arguments: arguments,
            workingDirectory: folder,
            environment: environment,
            timeout: timeout
        )
        await SherpaProcessSlots.shared.take()
        let outcome: ProcessOutcome
        do {
            outcome = try await DedicatedThread.run { try SystemProcessRunner().run(invocation) }
        } catch {
            await SherpaProcessSlots.shared.giveBack()
            throw error
        }
        await SherpaProcessSlots.shared.giveBack()
        return Result(exitCode: outcome.exitCode, stdout: outcome.stdout, stderr: outcome.stderr)
    }

    /// A fresh copy of a fixture course in a temporary folder, so runs never touch the repository.
    package static func copyOfFixture(_ name: String) throws -> URL {
        let source = repositoryRoot.appendingPathComponent("Tests/Fixtures/\(name)")
        let destination = TestScratch.root.appendingPathComponent("sherpa-\(name)-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: source, to: destination)
        return destination
    }
}

/// A temporary folder removed when the value goes away.
package final class TemporaryFolder {
    package let url: URL

    package init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("sherpa-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    package func write(_ text: String, to relative: String) throws {
        let file = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }
}
