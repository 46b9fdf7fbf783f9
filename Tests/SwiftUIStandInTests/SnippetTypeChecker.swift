import Foundation

/// Type-checks snippets with `swiftc` against the stand-in module SwiftPM built for these tests,
/// in Swift 6 with the main actor as default isolation, as learners' views are compiled.
nonisolated struct SnippetTypeChecker: Sendable {
    /// What `swiftc` made of one snippet.
    struct Verdict: Sendable {
        let snippet: RejectedSnippet
        let exitCode: Int32
        let output: String

        /// Rejected for the snippet's own code: an error placed in the snippet, not a crash or a
        /// missing module, which would also fail the compile.
        var isRejectedInSnippet: Bool {
            exitCode != 0 && output.split(separator: "\n").contains { line in
                line.hasPrefix(snippet.file.path + ":") && line.contains(": error: ")
            }
        }
    }

    /// The folder holding SwiftUI.swiftmodule.
    let modules: URL

    /// How many `swiftc` run at once: the machines the tests run on have two cores.
    static let width = 2

    /// SwiftPM puts the modules it builds in Modules/ beside the test product (older versions
    /// put them beside it directly).
    static func builtModules() -> URL? {
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        return [products.appendingPathComponent("Modules"), products].first { folder in
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("SwiftUI.swiftmodule").path)
        }
    }

    /// Every snippet's verdict, `width` compiles at a time, in the snippets' order.
    func typecheck(_ snippets: [RejectedSnippet]) async throws -> [Verdict] {
        try await withThrowingTaskGroup(of: Verdict.self) { group in
            var waiting = snippets[...]
            for _ in 0..<Self.width {
                if let next = waiting.popFirst() { group.addTask { try await typecheck(next) } }
            }
            var verdicts: [Verdict] = []
            while let verdict = try await group.next() {
                verdicts.append(verdict)
                if let next = waiting.popFirst() { group.addTask { try await typecheck(next) } }
            }
            return verdicts.sorted { $0.snippet.description < $1.snippet.description }
        }
    }

    private func typecheck(_ snippet: RejectedSnippet) async throws -> Verdict {
        // The compiler writes to a file, not a pipe, so a long error list never fills a buffer and stalls it.
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("rejected-\(UUID().uuidString).log")
        try Data().write(to: log)
        defer { try? FileManager.default.removeItem(at: log) }
        let output = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swiftc", "-typecheck", "-swift-version", "6", "-default-isolation", "MainActor", "-parse-as-library",
            "-module-name", "Snippet", "-I", modules.path, snippet.file.path,
        ]
        process.standardOutput = output
        process.standardError = output
        let exitCode: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do {
                try process.run()
            } catch {
                continuation.resume(throwing: error)
            }
        }
        try output.close()
        return Verdict(snippet: snippet, exitCode: exitCode, output: try String(contentsOf: log, encoding: .utf8))
    }
}
