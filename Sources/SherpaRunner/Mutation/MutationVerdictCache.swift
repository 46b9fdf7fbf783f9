import Foundation
import SherpaCore

/// The last mutation verdict of a scratch package, kept beside it with a hash of everything that
/// went into it. A check after an edit to the learner's own view model builds the same mutant
/// package (the reference with the learner's tests), so it reuses the answer instead of building
/// and running every mutant again.
struct MutationVerdictCache {
    /// Raised when what the verdict depends on changes in a way the key does not see.
    static let formatVersion = 1

    let file: URL

    /// A hash of the package's manifest (which names the prebuilt stand-in's folder, itself keyed by
    /// toolchain and sources), every file it is made of with the path the learner reads, and the
    /// mutant list the verdict's sentences come from.
    static func key(package: ScratchPackage, catalog: MutantCatalog) throws -> String {
        var hasher = SHA256()
        hasher.update("mutation verdict \(formatVersion)\n")
        hasher.update(package.manifest)
        for (destination, source) in package.files.sorted(by: { $0.key < $1.key }) {
            let data = try Data(contentsOf: source)
            hasher.update("\n\(destination) \(package.displayPaths[destination] ?? "") \(data.count)\n")
            hasher.update(data)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        hasher.update(try encoder.encode(catalog))
        return hasher.finalize()
    }

    /// The stored verdict when it was made from the same inputs; nil otherwise or when unreadable.
    func verdict(for key: String) -> MutationTester.Verdict? {
        guard let data = try? Data(contentsOf: file), let entry = try? JSONDecoder().decode(Entry.self, from: data), entry.key == key else { return nil }
        return entry.verdict
    }

    /// Keeps `verdict` for `key`. A cache that cannot be written only costs time on the next check.
    func store(_ verdict: MutationTester.Verdict, for key: String) {
        guard let data = try? JSONEncoder().encode(Entry(key: key, verdict: verdict)) else { return }
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: file, options: .atomic)
    }

    private struct Entry: Codable {
        var key: String
        var verdict: MutationTester.Verdict
    }
}
