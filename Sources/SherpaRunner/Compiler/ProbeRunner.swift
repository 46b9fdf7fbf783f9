import Foundation
import SherpaCore
import Synchronization

/// Type-checks every probe of a section in one compiler run against the modules of a built
/// scratch package. Each probe is wrapped in its own namespace so probes cannot clash, and the
/// compiler's errors are attributed back to probes by file.
package struct ProbeRunner: Sendable {
    package let processes: any ProcessRunning
    package let swift: String

    /// `swift` has no default: a probe must be type-checked by the compiler the command chose.
    package init(processes: any ProcessRunning, swift: String) {
        self.processes = processes
        self.swift = swift
    }

    package func run(_ probes: [CompileFailProbe], package: ScratchPackage, modules: [String]) throws -> [TestOutcome] {
        try run(probes, packageFolder: package.folder, workFolder: package.folder, modules: modules, extraFlags: package.moduleSearchFlags)
    }

    /// Type-checks the probes against the modules built in the package at `packageFolder` (in
    /// `configuration`), in its package context. `modules` are the names the modules were built
    /// under; `extraFlags` may alias them to the names the probes import. Scratch files go in
    /// `workFolder`, and so does the cache of the last answer, unless `remembering` is off: a
    /// grade empties each learner's folder first, so it would only pay for hashing the modules.
    package func run(
        _ probes: [CompileFailProbe], packageFolder: URL, configuration: BuildConfiguration = .debug, workFolder: URL, modules: [String], extraFlags: [String] = [],
        remembering: Bool = true
    ) throws -> [TestOutcome] {
        guard !probes.isEmpty else { return [] }
        let modulesFolder = configuration.modulesFolder(in: packageFolder)
        let cacheKey = remembering ? Self.cacheKey(probes: probes, modulesFolder: modulesFolder, modules: modules) : nil
        let cacheFile = workFolder.appendingPathComponent(".sherpa-probes.json")
        if let cacheKey, let cached = try? JSONDecoder().decode(ProbeCache.self, from: Data(contentsOf: cacheFile)), cached.key == cacheKey {
            return cached.outcomes
        }

        let probeFolder = workFolder.appendingPathComponent(".probes")
        try? FileManager.default.removeItem(at: probeFolder)
        try FileManager.default.createDirectory(at: probeFolder, withIntermediateDirectories: true)
        var paths: [String] = []
        for (index, probe) in probes.enumerated() {
            let url = probeFolder.appendingPathComponent("Probe\(index).swift")
            try Self.wrapped(probe, namespace: "Probe\(index)").write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        let outcome = try processes.run(ProcessInvocation(
            program: swift,
            arguments: ["-typecheck"] + Self.swiftcFlags(modulesFolder: modulesFolder, packageName: Self.packageName(of: packageFolder, configuration: configuration)) + extraFlags + paths,
            timeout: 120
        ).asSwiftc())
        let errors = CompilerDiagnostics.parse(outcome.stdout + "\n" + outcome.stderr).filter { $0.severity == .error }

        let outcomes = probes.enumerated().map { index, probe -> TestOutcome in
            let path = paths[index]
            let mine = errors.filter { URL(fileURLWithPath: $0.path).standardizedFileURL.path == URL(fileURLWithPath: path).standardizedFileURL.path }
            if mine.contains(where: { error in probe.expectedErrors.contains { error.message.contains($0) } }) {
                return TestOutcome(name: probe.promise, status: .pass, origin: .probe)
            }
            if mine.isEmpty {
                return TestOutcome(
                    name: probe.promise, status: .fail, origin: .probe,
                    message: "Your code still allows this, and the guarantee above says it should not. The compiler accepted:\n" + Self.body(of: probe)
                )
            }
            if let mistake = probe.mistakes.first(where: { known in mine.contains { $0.message.contains(known.diagnostic) } }) {
                return TestOutcome(name: probe.promise, status: .fail, origin: .probe, message: mistake.explanation)
            }
            return TestOutcome(
                name: probe.promise, status: .fail, origin: .probe,
                message: "The compiler rejected the probe, but for another reason than the one this guarantee is about.",
                output: mine.map(\.message).joined(separator: "\n")
            )
        }
        if let cacheKey, let data = try? JSONEncoder().encode(ProbeCache(key: cacheKey, outcomes: outcomes)) {
            try? data.write(to: cacheFile)
        }
        return outcomes
    }

    /// Probes are type-checked in the scratch package's own package context, so a `package`
    /// declaration is as visible to a probe as it is to the learner's other modules.
    package static func swiftcFlags(modulesFolder: URL, packageName: String) -> [String] {
        ["-wmo", "-I", modulesFolder.path, "-default-isolation", "MainActor", "-parse-as-library", "-package-name", packageName]
            + CompilerDiagnostics.compilerFlags
    }

    /// The `-package-name` SwiftPM gave the scratch package's modules: read from the build plan it
    /// wrote, or, before there is one, worked out as SwiftPM does from the folder's name (its
    /// identity, lowercased, made a C identifier).
    package static func packageName(of packageFolder: URL, configuration: BuildConfiguration = .debug) -> String {
        let plan = configuration.planFile(in: packageFolder)
        // A class's plan is megabytes, and every learner's probes ask: read each version once.
        let written = (try? FileManager.default.attributesOfItem(atPath: plan.path)[.modificationDate]) as? Date
        let memoKey = "\(plan.path)\u{0}\(written?.timeIntervalSince1970 ?? 0)"
        if written != nil, let known = namesFromPlans.withLock({ $0[memoKey] }) { return known }
        let name = packageNameFromPlan(plan) ?? identifierName(for: packageFolder.lastPathComponent.lowercased())
        if written != nil { namesFromPlans.withLock { $0[memoKey] = name } }
        return name
    }

    private static let namesFromPlans = Mutex<[String: String]>([:])

    private static func packageNameFromPlan(_ plan: URL) -> String? {
        if let text = try? String(contentsOf: plan, encoding: .utf8),
           let range = text.range(of: #""-package-name","([^"]+)""#, options: .regularExpression) {
            let match = text[range]
            let value = match.dropFirst(#""-package-name",""#.count).dropLast()
            if !value.isEmpty { return String(value) }
        }
        return nil
    }

    static func identifierName(for identity: String) -> String {
        var name = String(identity.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if name.first?.isNumber ?? true { name = "_" + name }
        return name
    }

    /// Imports stay at the top; the rest goes into a caseless enum so every probe has its own scope.
    static func wrapped(_ probe: CompileFailProbe, namespace: String) -> String {
        let lines = probe.source.split(separator: "\n", omittingEmptySubsequences: false)
        let imports = lines.filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("import ") || $0.trimmingCharacters(in: .whitespaces).hasPrefix("@testable import ") }
        let body = lines.filter { line in !imports.contains(line) }
        return imports.joined(separator: "\n") + "\nenum \(namespace) {\n" + body.joined(separator: "\n") + "\n}\n"
    }

    static func body(of probe: CompileFailProbe) -> String {
        probe.source.split(separator: "\n")
            .filter { !$0.hasPrefix("//") && !$0.contains("import ") && !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { "  " + $0 }
            .joined(separator: "\n")
    }

    /// The interface of the learner's modules plus the probes: if neither changed, the answer has not either.
    static func cacheKey(probes: [CompileFailProbe], modulesFolder: URL, modules: [String]) -> String {
        var hasher = SHA256()
        for probe in probes { hasher.update(probe.source) }
        for module in modules.sorted() {
            hasher.update(module)
            if let data = try? Data(contentsOf: modulesFolder.appendingPathComponent("\(module).swiftmodule")) {
                hasher.update(data)
            }
        }
        return hasher.finalize()
    }
}

private struct ProbeCache: Codable {
    var key: String
    var outcomes: [TestOutcome]
}
