import Foundation
import SherpaCore
import Synchronization

/// A build that links only at its very end (a class build, a minute of compiling) needs the
/// stand-in's modules at once but its objects only then. So the modules are put in place from a
/// fast interface-only compile, and the objects, most of the stand-in's compile time, are compiled
/// while the build runs. The folder is stamped ready, and its lock released, only when the objects
/// are there too, so a check never sees a folder without them.
extension PrebuiltStandIn {
    /// The stand-in's objects, still compiling or done.
    package final class LateObjects: Sendable {
        private let done = DispatchGroup()
        private let succeeded = Mutex<Bool?>(nil)

        init() {
            done.enter()
        }

        /// Objects that were there before anyone asked.
        package static func ready() -> LateObjects {
            let objects = LateObjects()
            objects.finish(true)
            return objects
        }

        func finish(_ outcome: Bool) {
            succeeded.withLock { $0 = outcome }
            done.leave()
        }

        /// Whether the objects are written (or failed to compile) already.
        package var isFinished: Bool { succeeded.withLock { $0 != nil } }

        /// Waits for the objects; true when they compiled.
        package func wait() -> Bool {
            done.wait()
            return succeeded.withLock { $0 ?? false }
        }
    }

    /// Holds the folder's lock until the objects are written.
    private final class HeldLock: @unchecked Sendable {
        private var lock: FileLock?
        init(_ lock: FileLock) { self.lock = lock }
        func release() { lock = nil }
    }

    /// As `prepare`, but returns as soon as the modules and the plugin are in place; the objects
    /// (`linkInputs`) may still be compiling, and `objects` says when they are written.
    package func prepareLinkingLate(onWait: () -> Void = {}) -> (linkage: StandInLinkage, objects: LateObjects) {
        guard StandIn(workspace: workspace).available,
            let toolchain = toolchainDescription(),
            let key = try? Self.key(sources: sources(), toolchain: toolchain)
        else { return (.sources, .ready()) }
        let folder = folder(key: key)
        if Self.state(of: folder) == .ready { return (.prebuilt(folder), .ready()) }
        do {
            let lock = try FileLock(path: folder.path + ".lock", timeout: limits.build, onWait: onWait)
            if Self.state(of: folder) == .ready { return (.prebuilt(folder), .ready()) }
            let first = try startEarlyObjects(beside: folder)
            // However the interfaces end, the early objects are waited for, so no compile outlives the lock.
            guard (try? buildInterfaces(into: folder)) == true else {
                if let side = first() { try? FileManager.default.removeItem(at: side) }
                return (.sources, .ready())
            }
            let objects = LateObjects()
            let held = HeldLock(lock)
            let standIn = self
            DispatchQueue.global().async {
                let compiled = (try? standIn.buildObjects(in: folder, first: first)) ?? false
                held.release()
                objects.finish(compiled)
            }
            return (.prebuilt(folder), objects)
        } catch {
            return (.sources, .ready())
        }
    }

    /// The plugin and the modules' interfaces, compiled into a fresh folder and then moved to
    /// `folder`, unstamped. False when any of them does not compile.
    private func buildInterfaces(into folder: URL) throws -> Bool {
        guard let partial = try compileBeside(folder, arguments: Self.interfaceArguments) else { return false }
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.moveItem(at: partial, to: folder)
        return true
    }

    /// Starts compiling the objects of the view module and of the modules it imports (the Core Data
    /// stand-in, a few seconds, compiled whole there first) into a folder of their own beside
    /// `folder`: they need no interface from it, so they take the other core while the interfaces
    /// compile. Returns what waits for them: that folder, or nil when one failed.
    private func startEarlyObjects(beside folder: URL) throws -> @Sendable () -> URL? {
        let side = folder.deletingLastPathComponent().appendingPathComponent(folder.lastPathComponent + ".first-object")
        try? FileManager.default.removeItem(at: side)
        try FileManager.default.createDirectory(at: side, withIntermediateDirectories: true)
        let jobs = try Self.modules.prefix(through: StandIn.viewModuleIndex).enumerated().map { index, module in
            let files = try moduleFiles(module)
            let object = side.appendingPathComponent(Self.objectName(module.name))
            return index == StandIn.viewModuleIndex
                ? Self.objectArguments(module: module.name, files: files, object: object, in: side)
                : Self.compileArguments(module: module.name, files: files, into: side)
        }
        let outcome = Mutex<URL?>(nil)
        let done = DispatchGroup()
        done.enter()
        let standIn = self
        DispatchQueue.global().async {
            defer { done.leave() }
            let compiled = jobs.allSatisfy { (try? standIn.run($0, in: side))?.succeeded ?? false }
            if !compiled { try? FileManager.default.removeItem(at: side) }
            outcome.withLock { $0 = compiled ? side : nil }
        }
        return {
            done.wait()
            return outcome.withLock { $0 }
        }
    }

    /// Each module's object, next to its interface in `folder`, then the stamp: the early ones from
    /// `first`, the others compiled against the interfaces. Each object is written under another
    /// name and renamed, so a link never reads half of one.
    private func buildObjects(in folder: URL, first: () -> URL?) throws -> Bool {
        let manager = FileManager.default
        guard let side = first() else { return false }
        defer { try? manager.removeItem(at: side) }
        for (index, module) in Self.modules.enumerated() {
            let object = folder.appendingPathComponent(Self.objectName(module.name))
            let unfinished = folder.appendingPathComponent(Self.objectName(module.name) + ".partial")
            if index <= StandIn.viewModuleIndex {
                try manager.moveItem(at: side.appendingPathComponent(Self.objectName(module.name)), to: unfinished)
            } else {
                let outcome = try run(Self.objectArguments(module: module.name, files: moduleFiles(module), object: unfinished, in: folder), in: folder)
                guard outcome.succeeded else { return false }
            }
            try manager.moveItem(at: unfinished, to: object)
        }
        try stamp(folder)
        return Self.state(of: folder) == .ready
    }

    /// The module's interface alone, its function bodies skipped as SwiftPM's own interface jobs
    /// skip them: what every module that imports it needs, in a sixth of the full compile.
    static func interfaceArguments(module: String, files: [String], into folder: URL) -> [String] {
        StandIn.aliasFlags + [
            "-module-name", module, "-package-name", packageName, "-swift-version", "6", "-parse-as-library",
            "-Onone", "-g", "-wmo", "-I", folder.path,
            "-emit-module", "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path,
            "-Xfrontend", "-experimental-skip-non-inlinable-function-bodies-without-types",
        ] + files
    }

    /// The module's object alone, against the interfaces already in `folder`.
    static func objectArguments(module: String, files: [String], object: URL, in folder: URL) -> [String] {
        StandIn.aliasFlags + [
            "-module-name", module, "-package-name", packageName, "-swift-version", "6", "-parse-as-library",
            "-Onone", "-g", "-wmo", "-num-threads", "0", "-I", folder.path, "-c", "-o", object.path,
        ] + files
    }
}
