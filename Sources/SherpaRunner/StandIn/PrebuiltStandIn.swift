import Foundation
import Synchronization
import SherpaCore

/// How a scratch package gets the SwiftUI stand-in and the headless host.
package enum StandInLinkage: Sendable, Equatable {
    /// Compiled from source as two targets of the package itself: slow, but it always works and
    /// reports a broken stand-in through the package's own build.
    case sources
    /// Imported from modules compiled once for this toolchain and these stand-in sources, and
    /// linked as object files; the folder holds the modules and their objects.
    case prebuilt(URL)

    /// The compiler flags every target of a generated package needs to import the stand-in as
    /// `SwiftUI`: the aliases, and the prebuilt modules' search path and plugin when linked prebuilt.
    /// For every target of a build, the ones SwiftPM generates included: its test discovery target
    /// imports the learner's test modules, and so the prebuilt stand-in they import, when a learner
    /// writes XCTest cases. Without the search path it fails ("missing required module").
    package var buildFlags: [String] {
        guard case .prebuilt(let folder) = self else { return [] }
        return ["-Xswiftc", "-I", "-Xswiftc", folder.path]
    }

    package var importFlags: [String] {
        guard case .prebuilt(let folder) = self else { return StandIn.aliasFlags }
        return PrebuiltStandIn.importFlags(folder) + StandIn.aliasFlags
    }
}

/// The SwiftUI stand-in, the Core Data stand-in it imports and the headless host, compiled once per
/// machine, toolchain and stand-in revision into `.build/sherpa/prebuilt/<key>/`, so that no scratch
/// package compiles them again.
/// Each module is compiled whole into one object file: linking a whole object keeps every
/// protocol conformance the headless host finds by dynamic cast, which an archive member the
/// linker thinks unused would lose.
package struct PrebuiltStandIn: Sendable {
    static var modules: [(name: String, folder: String)] { StandIn.modules }
    /// Raised whenever the way the modules are compiled changes, so older folders are not reused.
    static let layoutVersion = "5"
    static let stampName = "complete.json"
    /// The `-package-name` the modules share; their `package` declarations stay hidden from learners, as in real SwiftUI.
    static let packageName = "SherpaSwiftUIStandIn"

    package let environment: RunEnvironment
    var workspace: Workspace { environment.workspace }
    var processes: any ProcessRunning { environment.processes }
    var limits: CheckLimits { environment.limits }
    var swift: String { environment.swift }

    package init(environment: RunEnvironment) {
        self.environment = environment
    }

    /// What a folder under `prebuilt/` is worth.
    enum FolderState: Equatable {
        /// Every output the stamp lists is there with the size it was written with.
        case ready
        /// Nothing finished here yet.
        case missing
        /// A stamp exists but an output is gone or has another size: a crash, a full disk or a hand edit.
        case damaged
    }

    /// The object file a module is compiled into; not `<module>.o`, which the driver's debug-info wrapper writes.
    static func objectName(_ module: String) -> String { "\(module)-objects.o" }

    /// The folder for `key`, always spelled as a folder, so it compares equal whether or not it exists yet.
    func folder(key: String) -> URL {
        URL(fileURLWithPath: workspace.prebuiltFolder.appendingPathComponent(key).path, isDirectory: true)
    }

    /// The linkage scratch packages should use: the prebuilt modules, built now if they are missing
    /// or damaged, or the sources when the repository has no stand-in or it could not be prebuilt.
    /// A failure here is never the learner's problem: the package then compiles the stand-in itself
    /// and reports whatever is wrong with it as before.
    package func prepare(onWait: () -> Void = {}) -> StandInLinkage {
        guard StandIn(workspace: workspace).available,
            let toolchain = toolchainDescription(),
            let key = try? Self.key(sources: sources(), toolchain: toolchain)
        else { return .sources }
        let folder = folder(key: key)
        if Self.state(of: folder) == .ready { return .prebuilt(folder) }
        do {
            let lock = try FileLock(path: folder.path + ".lock", timeout: limits.build, onWait: onWait)
            defer { withExtendedLifetime(lock) {} }
            // Another sherpa may have finished it while this one waited for the lock.
            if Self.state(of: folder) == .ready { return .prebuilt(folder) }
            return try build(into: folder) ? .prebuilt(folder) : .sources
        } catch {
            return .sources
        }
    }

    /// `swift --version`, which names the compiler exactly; nil when it cannot be run. The answer is
    /// remembered per executable (`toolchains.json`), so a check does not start a process to ask again.
    func toolchainDescription() -> String? {
        let memo = workspace.prebuiltFolder.appendingPathComponent("toolchains.json")
        let fingerprint = Self.fingerprint(of: swift)
        var known = (try? JSONDecoder().decode([String: String].self, from: Data(contentsOf: memo))) ?? [:]
        if let fingerprint, let description = known[fingerprint] { return description }
        let outcome = try? processes.run(ProcessInvocation(
            program: swift, arguments: ["--version"], timeout: 60, outputLimit: 1 << 16, temporaryDirectory: workspace.toolTemporaryFolder
        ))
        guard let outcome, outcome.succeeded, !outcome.stdout.isEmpty else { return nil }
        if let fingerprint {
            known[fingerprint] = outcome.stdout
            try? FileManager.default.createDirectory(at: memo.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? JSONEncoder().encode(known).write(to: memo, options: .atomic)
        }
        return outcome.stdout
    }

    /// The executable `program` runs, with its links followed, its size and its modification time:
    /// installing another toolchain changes at least one of them. Nil when it cannot be found.
    static func fingerprint(of program: String, searchPath: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
        let manager = FileManager.default
        let candidates = program.contains("/") ? [program] : (searchPath ?? "").split(separator: ":").map { "\($0)/\(program)" }
        guard let found = candidates.first(where: manager.isExecutableFile(atPath:)) else { return nil }
        let resolved = URL(fileURLWithPath: found).resolvingSymlinksInPath().path
        guard let attributes = try? manager.attributesOfItem(atPath: resolved),
            let size = (attributes[.size] as? NSNumber)?.intValue,
            let modified = attributes[.modificationDate] as? Date
        else { return nil }
        return "\(resolved) \(size) \(modified.timeIntervalSince1970)"
    }

    /// Every stand-in source, the `#Preview` plugin's included: module name and path inside the module, mapped to the file.
    func sources() throws -> [String: URL] {
        var files: [String: URL] = [:]
        for module in Self.modules + [StandIn.previewMacros] {
            let root = workspace.url(module.folder)
            for relative in try SourceTree.files(in: root, extensions: ["swift"]) {
                files["\(module.name)/\(relative)"] = root.appendingPathComponent(relative)
            }
        }
        return files
    }

    /// The folder name: a hash of the layout version, the toolchain and every source file's path and bytes.
    static func key(sources: [String: URL], toolchain: String) throws -> String {
        var hasher = SHA256()
        hasher.update("layout \(layoutVersion)\n\(toolchain)\n")
        for (relative, url) in sources.sorted(by: { $0.key < $1.key }) {
            let data = try Data(contentsOf: url)
            hasher.update("\(relative) \(data.count)\n")
            hasher.update(data)
        }
        return hasher.finalize()
    }

    /// Decides whether `folder` can be used as it is. Only a finished build writes the stamp, and the
    /// stamp records each output's size, so a half-written or damaged folder is never taken for ready.
    static func state(of folder: URL) -> FolderState {
        let stampFile = folder.appendingPathComponent(stampName)
        guard FileManager.default.fileExists(atPath: stampFile.path) else { return .missing }
        guard let data = try? Data(contentsOf: stampFile), let stamp = try? JSONDecoder().decode(Stamp.self, from: data),
            Set(stamp.sizes.keys) == Set(expectedOutputs)
        else { return .damaged }
        for (name, size) in stamp.sizes {
            let attributes = try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)
            guard let actual = attributes?[.size] as? NSNumber, actual.intValue == size, size > 0 else { return .damaged }
        }
        return .ready
    }

    /// The files a finished folder holds: each module's interface and object file, and the `#Preview` plugin.
    static var expectedOutputs: [String] {
        modules.flatMap { ["\($0.name).swiftmodule", objectName($0.name)] } + [StandIn.previewMacros.name]
    }

    /// The compiler flags that let a target import the prebuilt modules and expand `#Preview`.
    package static func importFlags(_ folder: URL) -> [String] {
        ["-I", folder.path] + pluginFlags(folder)
    }

    /// Loads the `#Preview` plugin built into `folder`.
    static func pluginFlags(_ folder: URL) -> [String] {
        let plugin = StandIn.previewMacros.name
        return ["-load-plugin-executable", folder.appendingPathComponent(plugin).path + "#" + plugin]
    }

    /// The object files a test product links in place of the stand-in targets.
    package static func linkInputs(_ folder: URL) -> [String] {
        modules.map { folder.appendingPathComponent(objectName($0.name)).path }
    }

    /// Compiles the modules into a fresh folder beside `folder`, stamps it, and only then moves it into
    /// place, so a crash mid-way leaves nothing that looks finished. False when the stand-in does not compile.
    private func build(into folder: URL) throws -> Bool {
        // The driver writes a debug-info wrapper object into the working folder, so that is the new folder.
        guard let partial = try compileBeside(folder, arguments: Self.compileArguments) else { return false }
        try stamp(partial)
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.moveItem(at: partial, to: folder)
        return Self.state(of: folder) == .ready
    }

    /// The plugin and each module compiled with `arguments(module, files, into:)` into a fresh
    /// folder beside `folder`, which is returned; nil, and the folder removed, when any of them
    /// fails or leaves out an interface.
    func compileBeside(_ folder: URL, arguments: (String, [String], URL) -> [String]) throws -> URL? {
        let manager = FileManager.default
        let partial = folder.deletingLastPathComponent().appendingPathComponent(folder.lastPathComponent + ".partial")
        try? manager.removeItem(at: partial)
        try manager.createDirectory(at: partial, withIntermediateDirectories: true)
        let plugin = try startPlugin(into: partial)
        var compiled = true
        for module in Self.modules where compiled {
            compiled = try run(arguments(module.name, moduleFiles(module), partial), in: partial).succeeded
        }
        let interfaces = Self.modules.map { "\($0.name).swiftmodule" } + [StandIn.previewMacros.name]
        guard plugin(), compiled, interfaces.allSatisfy({ manager.fileExists(atPath: partial.appendingPathComponent($0).path) }) else {
            try? manager.removeItem(at: partial)
            return nil
        }
        return partial
    }

    /// Starts compiling the `#Preview` plugin into `folder` and returns what waits for it: true when
    /// it compiled. The plugin only expands previews in code that uses the stand-in, so it compiles
    /// on the other core while the modules do.
    func startPlugin(into folder: URL) throws -> () -> Bool {
        try FileManager.default.createDirectory(at: workspace.toolTemporaryFolder, withIntermediateDirectories: true)
        let macros = workspace.url(StandIn.previewMacros.folder)
        let macroFiles = try SourceTree.files(in: macros, extensions: ["swift"]).map { macros.appendingPathComponent($0).path }
        let invocation = invocation(Self.pluginArguments(files: macroFiles, into: folder), in: folder)
        let processes = self.processes
        let outcome = Mutex<Bool>(false)
        let done = DispatchGroup()
        done.enter()
        DispatchQueue.global().async {
            defer { done.leave() }
            let succeeded = (try? processes.run(invocation))?.succeeded ?? false
            outcome.withLock { $0 = succeeded }
        }
        return {
            done.wait()
            return outcome.withLock { $0 }
        }
    }

    /// The sources of one of the stand-in's modules.
    func moduleFiles(_ module: (name: String, folder: String)) throws -> [String] {
        let root = workspace.url(module.folder)
        return try SourceTree.files(in: root, extensions: ["swift"]).map { root.appendingPathComponent($0).path }
    }

    /// Runs `swiftc` with `arguments` in `folder`.
    func run(_ arguments: [String], in folder: URL) throws -> ProcessOutcome {
        try processes.run(invocation(arguments, in: folder))
    }

    private func invocation(_ arguments: [String], in folder: URL) -> ProcessInvocation {
        ProcessInvocation(
            program: swift, arguments: arguments, workingDirectory: folder,
            timeout: limits.build, outputLimit: limits.output,
            temporaryDirectory: workspace.toolTemporaryFolder
        ).asSwiftc()
    }

    /// Writes the stamp that makes `folder` ready: every expected output with its size.
    func stamp(_ folder: URL) throws {
        var sizes: [String: Int] = [:]
        for name in Self.expectedOutputs {
            let attributes = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)
            sizes[name] = (attributes[.size] as? NSNumber)?.intValue ?? 0
        }
        try JSONEncoder().encode(Stamp(sizes: sizes)).write(to: folder.appendingPathComponent(Self.stampName), options: .atomic)
    }

    /// One whole-module compile, with the settings SwiftPM gives a debug build of the same target
    /// (Swift 6 mode, no optimisation, debug information), and the aliases that let the sources say `SwiftUI`.
    /// One compiler job writes both the module and the object: a separate module job would type-check
    /// the stand-in a second time while everything waits for it.
    static func compileArguments(module: String, files: [String], into folder: URL) -> [String] {
        StandIn.aliasFlags + [
            "-module-name", module, "-package-name", packageName, "-swift-version", "6", "-parse-as-library",
            "-Onone", "-g", "-wmo", "-num-threads", "0", "-no-emit-module-separately-wmo", "-I", folder.path,
            "-c", "-o", folder.appendingPathComponent(objectName(module)).path,
            "-emit-module", "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path,
        ] + files
    }

    /// The `#Preview` plugin: an executable of its own, which the compiler runs while it compiles a view.
    static func pluginArguments(files: [String], into folder: URL) -> [String] {
        ["-module-name", StandIn.previewMacros.name, "-swift-version", "6", "-O", "-o", folder.appendingPathComponent(StandIn.previewMacros.name).path] + files
    }

    /// What a finished build leaves: each output's size in bytes.
    struct Stamp: Codable {
        var sizes: [String: Int]
    }
}
