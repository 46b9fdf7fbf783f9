import Foundation
import SherpaCore

/// Whose `.build/sherpa/` this is: the checkout it lies in and the `swift` that built it, recorded in
/// `.build/sherpa/checkout.json`. What sherpa keeps there records absolute paths: SwiftPM's build
/// folders inside each scratch package, the prebuilt stand-in's modules, which name the folder they
/// were compiled in, and the caches of probes and mutants beside them. After the course is moved or
/// copied, they point at the old place, and a check would show the compiler's complaint about a
/// module's old path as the learner's build error. Another toolchain cannot read what the last one
/// compiled either. So before anything is built, a stamp that differs empties `.build/sherpa/` (the
/// learner's progress lives in `.sessions/`, elsewhere) and everything is rebuilt once.
package struct BuildCacheStamp: Codable, Equatable, Sendable {
    /// The checkout's root, its links resolved, so reaching the same folder through a link is no move.
    var checkout: String
    /// `PrebuiltStandIn.fingerprint(of:)` of the `swift` that builds: read from the file system, so a
    /// check starts no process to learn it; nil when that `swift` cannot be found.
    var toolchain: String?

    static let fileName = "checkout.json"
    /// Held while the stamp is compared and the folder emptied; the one file that is never removed.
    static let lockName = "checkout.lock"

    /// What made the caches unusable.
    package enum Change: Equatable, Sendable {
        /// The checkout was at `from`, which no longer holds it.
        case moved(from: String)
        /// The checkout at `from` is still there: this one is a copy of it.
        case copied(from: String)
        case toolchain

        /// The one line a report shows, so a slow first check after the change has its reason.
        package var note: String {
            switch self {
            case .moved(let from): "The course moved from \(from); sherpa's build caches were rebuilt."
            case .copied(let from): "The course was copied from \(from); sherpa's build caches were rebuilt."
            case .toolchain: "The Swift toolchain changed; sherpa's build caches were rebuilt."
            }
        }
    }

    /// The stamp of `environment`'s checkout and `swift` as they are now.
    init(_ environment: RunEnvironment) {
        checkout = environment.workspace.root.resolvingSymlinksInPath().path
        toolchain = PrebuiltStandIn.fingerprint(of: environment.swift)
    }

    /// Why caches made under `recorded` cannot serve `self`; nil when they can.
    func change(since recorded: BuildCacheStamp) -> Change? {
        if recorded.checkout != checkout {
            let original = URL(fileURLWithPath: recorded.checkout).appendingPathComponent(".build/sherpa/\(Self.fileName)")
            let stillThere = (try? JSONDecoder().decode(BuildCacheStamp.self, from: Data(contentsOf: original)))?.checkout == recorded.checkout
            return stillThere ? .copied(from: recorded.checkout) : .moved(from: recorded.checkout)
        }
        return recorded.toolchain == toolchain ? nil : .toolchain
    }

    /// Makes `.build/sherpa/` this checkout's and this `swift`'s before anything there is used. When
    /// the stamp names another, everything in the folder but the lock is removed, and only then is
    /// the new stamp written, so a removal that fails is tried again next time. A folder without a
    /// readable stamp is taken as it is: it was made here by a sherpa that did not stamp yet, or
    /// laid out on purpose (a test's copied stand-in), and removing it would only cost a rebuild
    /// without a reason to name. Returns the change the caches were rebuilt for.
    @discardableResult
    package static func claim(_ environment: RunEnvironment) throws -> Change? {
        let folder = environment.workspace.scratchRoot
        // Held only while the stamp is read and the folder emptied, so no wait is worth announcing.
        let lock = try FileLock(path: folder.appendingPathComponent(lockName).path, timeout: environment.limits.build)
        defer { withExtendedLifetime(lock) {} }
        let current = BuildCacheStamp(environment)
        let file = folder.appendingPathComponent(fileName)
        let recorded = try? JSONDecoder().decode(BuildCacheStamp.self, from: Data(contentsOf: file))
        let change = recorded.flatMap(current.change(since:))
        if recorded != nil, change == nil { return nil }
        if change != nil {
            let manager = FileManager.default
            for name in try manager.contentsOfDirectory(atPath: folder.path) where name != lockName {
                try manager.removeItem(at: folder.appendingPathComponent(name))
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(current).write(to: file, options: .atomic)
        return change
    }
}
