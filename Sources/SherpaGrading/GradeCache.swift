import Foundation
import SherpaCore
import SherpaRunner

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Remembers each learner's check under a key made of everything that decides it: the hand-in, the
/// suite and its support, the probes, the mutants, the rubric, the limits, the toolchain, what the
/// sandbox could enforce and how learners share test processes. A regrade builds and runs only the
/// learners whose key changed, so a result is only ever reused under the conditions it was made in:
/// one from an `--unconfined` grade never stands in a sandboxed grade.
///
/// Each entry is sealed with an HMAC-SHA-256 under a secret kept on this machine (`secretFile`,
/// readable by its owner only), so an entry edited by anyone without the secret (a learner's code
/// that could reach the cache, a hand-edited file) no longer matches its seal and is tested again.
struct GradeCache: Sendable {
    /// Bumped when grading itself changes what it records.
    static let version = "2"
    /// How learners share test processes. A result made while several learners shared a process
    /// could have been changed by another learner's code, so a new layout makes every older result
    /// invalid.
    static let isolationVersion = "one-learner-per-process-1"

    let folder: URL
    /// A digest of the course's side of a grade, hashed once per grade (`courseRevision(…)`).
    let courseRevision: String
    /// Everything but the hand-in: the course revision, the toolchain, the limits, the sandbox and
    /// the runners' layout.
    let courseKey: String
    private let secret: [UInt8]

    /// `sandboxLimitations` is what the sandbox could not enforce (`TestSandbox.limitations`), empty
    /// when it is complete.
    init(
        folder: URL, secretFile: URL, workspace: Workspace, section: CatalogSection, limits: CheckLimits, toolchain: String,
        sandboxLimitations: [String]
    ) throws {
        self.folder = folder
        courseRevision = try Self.courseRevision(workspace: workspace, section: section)
        var hasher = SHA256()
        hasher.update("sherpa-grade-cache \(Self.version) \(Self.isolationVersion)\n")
        hasher.update(toolchain)
        hasher.update("\(limits.perTest) \(limits.perRun) \(limits.output)\n")
        hasher.update(sandboxLimitations.isEmpty ? "confined\n" : "unconfined\n" + sandboxLimitations.sorted().map { $0 + "\n" }.joined())
        hasher.update(courseRevision)
        courseKey = hasher.finalize()
        secret = try Self.secret(in: secretFile)
    }

    /// The suite and its support, the reference, probes, mutants, rubric, rules and hints.
    static func courseRevision(workspace: Workspace, section: CatalogSection) throws -> String {
        var hasher = SHA256()
        var folders = [section.suite.path, workspace.catalog.support.path, section.solution]
        if let probes = section.probes { folders.append(probes) }
        if let mutants = section.learnerTests?.mutants { folders.append(mutants) }
        for path in folders {
            hasher.update(path)
            hasher.update(try FolderDigest.compute(folder: workspace.url(path)))
        }
        hasher.update((try? Data(contentsOf: workspace.url(Rubric.path(for: section)))) ?? Data())
        hasher.update((try? Data(contentsOf: workspace.url("sherpa/rules.json"))) ?? Data())
        hasher.update((try? Data(contentsOf: workspace.url(section.hints))) ?? Data())
        return hasher.finalize()
    }

    func key(for submission: Submission) -> String {
        var hasher = SHA256()
        hasher.update(courseKey)
        hasher.update(submission.learner)
        hasher.update(submission.digest)
        return hasher.finalize()
    }

    private func file(for submission: Submission) -> URL {
        folder.appendingPathComponent("\(ClassPackage.key(for: submission.learner)).json")
    }

    private struct Entry: Codable {
        var key: String
        /// The report's JSON exactly as sealed.
        var report: Data
        var seal: String
    }

    /// The remembered report, or nil when there is none, it was made for other inputs, or it does
    /// not match its seal.
    func report(for submission: Submission) -> CheckReport? {
        let key = key(for: submission)
        guard let data = try? Data(contentsOf: file(for: submission)),
            let entry = try? JSONDecoder().decode(Entry.self, from: data), entry.key == key,
            entry.seal == seal(key: key, report: entry.report)
        else { return nil }
        return try? JSONDecoder().decode(CheckReport.self, from: entry.report)
    }

    func store(_ report: CheckReport, for submission: Submission) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let key = key(for: submission)
        let json = try JSONEncoder().encode(report)
        try JSONEncoder().encode(Entry(key: key, report: json, seal: seal(key: key, report: json))).write(to: file(for: submission), options: .atomic)
    }

    private func seal(key: String, report: Data) -> String {
        Self.hmac(secret: secret, message: Array(key.utf8) + [0x0A] + Array(report))
    }

    /// HMAC-SHA-256 (RFC 2104) as hex.
    static func hmac(secret: [UInt8], message: [UInt8]) -> String {
        let blockSize = 64
        var key = secret.count > blockSize ? bytes(ofHex: SHA256.hex(of: secret)) : secret
        key += [UInt8](repeating: 0, count: blockSize - key.count)
        let inner = SHA256.hex(of: key.map { $0 ^ 0x36 } + message)
        return SHA256.hex(of: key.map { $0 ^ 0x5C } + bytes(ofHex: inner))
    }

    private static func bytes(ofHex hex: String) -> [UInt8] {
        var result: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            result.append(UInt8(hex[index..<next], radix: 16) ?? 0)
            index = next
        }
        return result
    }

    /// This machine's sealing secret: 32 random bytes, made once, readable only by their owner.
    /// Written whole to a temporary file and linked into place, which fails if the name exists, so
    /// two grades starting at once end up with the same secret and neither reads half of one.
    private static func secret(in file: URL) throws -> [UInt8] {
        if let data = try? Data(contentsOf: file), data.count == 32 { return Array(data) }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        var generator = SystemRandomNumberGenerator()
        let fresh = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        let temporary = file.deletingLastPathComponent().appendingPathComponent(".\(file.lastPathComponent).\(UUID().uuidString)")
        defer { unlink(temporary.path) }
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else { throw GradingError.cacheSecret(path: file.path) }
        let written = fresh.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        guard written == fresh.count else { throw GradingError.cacheSecret(path: file.path) }
        if link(temporary.path, file.path) == 0 { return fresh }
        guard let data = try? Data(contentsOf: file), data.count == 32 else { throw GradingError.cacheSecret(path: file.path) }
        return Array(data)
    }
}
