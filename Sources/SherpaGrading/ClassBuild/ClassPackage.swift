import Foundation
import SherpaCore
import SherpaRunner

/// One generated SwiftPM package for a whole class: every learner's modules, each learner's copy of
/// the instructor's suite, the learner's own tests, the reference solution with all mutants compiled
/// in (`MutantSchema`), and the SwiftUI stand-in: the machine's prebuilt one where there is one
/// (`PrebuiltStandIn`), as in a check's package, else compiled once in this package.
///
/// The suite imports a fixed module name, so each learner's modules get their own names
/// (`BookBrowser_L_ada_1a2b3c`), and every target that imports them sees the fixed name again
/// through `-module-alias`.
struct ClassPackage: Sendable {
    static let packageName = "SherpaGrade"
    /// The key of the reference build, in module names like `BookBrowser_reference`.
    static let referenceKey = "reference"

    /// What a target holds, for attributing compiler errors.
    enum TargetRole: Sendable, Equatable {
        case learnerModule(key: String)
        case suite(key: String)
        case ownTests(key: String)
        case mutationTests(key: String)
        case reference
        case shared
    }

    /// A learner's part of the package.
    struct Member: Sendable, Equatable {
        var key: String
        /// The clean copy of the learner's section folder.
        var folder: URL
        var suite: Bool
        var ownTests: Bool
        var mutationTests: Bool
        /// The learner's views use SwiftUI the stand-in lacks (`StandInGap`): their view files and the
        /// suite's view tests are left out, so the rest can be judged.
        var viewsSetAside = false
    }

    let folder: URL
    let section: CatalogSection
    let members: [Member]
    let standIn: StandInLinkage
    /// Relative path in the package → its bytes.
    let files: [String: Data]
    /// Relative path of a learner file in the package → its path in the learner's section folder.
    let learnerPaths: [String: String]
    let manifest: String
    /// The test targets that have files and so are in the manifest.
    let testTargets: Set<String>

    /// A stable, valid Swift identifier for a learner id.
    static func key(for learner: String) -> String {
        let cleaned = String(learner.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) && $0.isASCII ? Character($0) : "_" })
        var hasher = SHA256()
        hasher.update(learner)
        return "L_" + cleaned.prefix(24) + "_" + hasher.finalize().prefix(6)
    }

    static func moduleName(_ module: String, key: String) -> String { "\(module)_\(key)" }
    static func suiteTarget(_ key: String) -> String { "Suite_\(key)" }
    static func ownTestsTarget(_ key: String) -> String { "Own_\(key)" }
    static func mutationTarget(_ key: String) -> String { "Mutate_\(key)" }

    /// The target that links the prebuilt stand-in's objects: only the targets that end up in a test
    /// product depend on it, so each product links them exactly once and no module waits for it.
    static let standInObjectsTarget = "SherpaStandInObjects"

    /// Where test binaries are run directly (Linux), the class has no test targets: each learner's
    /// suite and own tests are library targets linked into runners (`TestRunnerProgram`), so SwiftPM
    /// has no tests to discover and the build needs no index store (`buildOptions`).
    ///
    /// One learner per process: Swift Testing builds every test of a binary, traits included, each
    /// time it lists them, so whatever shares a binary runs in every launch of it. Each learner has a
    /// runner for their copy of the hidden suite and nothing else, and one for their own tests, against
    /// their modules and against the reference with its mutants; no classmate's code is in either.
    static func suiteRunnerTarget(_ key: String) -> String { "RunSuite_\(key)" }
    static func ownTestsRunnerTarget(_ key: String) -> String { "RunOwn_\(key)" }

    /// What `swift build` needs besides the flags for the class's package: what any package of tests
    /// needs on this platform (`TestRunnerProgram.buildOptions`), and more where runners are built.
    ///
    /// Where the runners are built, the build is SwiftPM's release configuration made to generate
    /// debug code: no optimisation, testable modules, `DEBUG` defined and no sections dropped at
    /// link time, so the learner's code compiles and behaves as in their own debug build. What the
    /// configuration saves is SwiftPM's debug-only step of wrapping every module's interface into an
    /// object for the debugger, one compiler launch per module for a class that nobody debugs.
    static var buildOptions: [String] {
        guard TestRunnerProgram.isUsed else { return TestRunnerProgram.buildOptions }
        return ["--configuration", configuration.rawValue, "--disable-dead-strip"] + TestRunnerProgram.buildOptions
            + ["-Onone", "-enable-testing", "-DDEBUG"].flatMap { ["-Xswiftc", $0] }
    }

    /// The configuration `buildOptions` builds in.
    static var configuration: BuildConfiguration {
        TestRunnerProgram.isUsed ? .release : .debug
    }

    /// Where the class's modules and executables are built.
    var productsFolder: URL { Self.configuration.productsFolder(in: folder) }

    init(workspace: Workspace, section: CatalogSection, folder: URL, members: [Member], schema: MutantSchema?, standIn linkage: StandInLinkage = .sources) throws {
        var files: [String: Data] = [:]
        var learnerPaths: [String: String] = [:]
        let standIn = StandIn(workspace: workspace)
        if linkage == .sources {
            for (destination, source) in try standIn.files() {
                files[destination] = try Data(contentsOf: source)
            }
        } else if standIn.available {
            files["Sources/\(Self.standInObjectsTarget)/Objects.swift"] = Data("// Generated by sherpa: links the prebuilt SwiftUI stand-in into the class's tests.\n".utf8)
        }
        let suite = try Self.suiteFiles(section, in: workspace, viewsSetAside: false)
        let suiteWithoutViews = members.contains(where: \.viewsSetAside) ? try Self.suiteFiles(section, in: workspace, viewsSetAside: true) : [:]

        let needsReference = schema != nil && members.contains { $0.mutationTests }
        if needsReference, let schema {
            let solution = workspace.url(section.solution)
            for source in try SectionSources.moduleFiles(section, in: solution) {
                let destination = "Sources/\(Self.moduleName(source.module, key: Self.referenceKey))/\(source.file)"
                files[destination] = try schema.files[source.section].map { Data($0.utf8) } ?? Data(contentsOf: source.url)
            }
            files["Sources/\(Self.moduleName(section.modules[0].name, key: Self.referenceKey))/SherpaMutantSchemaMarker.swift"] = Data("// Generated by sherpa: the reference with every mutant compiled in.\n".utf8)
        }

        for member in members {
            for source in try SectionSources.moduleFiles(section, in: member.folder) {
                let destination = "Sources/\(Self.moduleName(source.module, key: member.key))/\(source.file)"
                files[destination] = Self.asBuilt(try Data(contentsOf: source.url), isSuite: false, viewsSetAside: member.viewsSetAside)
                learnerPaths[destination] = source.section
            }
            if member.suite {
                for (relative, data) in member.viewsSetAside ? suiteWithoutViews : suite {
                    files["Tests/\(Self.suiteTarget(member.key))/\(relative)"] = data
                }
            }
            if let tests = section.learnerTests, member.ownTests || member.mutationTests {
                let root = member.folder.appendingPathComponent(tests.path)
                for relative in try SourceTree.files(in: root, extensions: ["swift"]) {
                    let data = try Data(contentsOf: root.appendingPathComponent(relative))
                    for (enabled, target) in [(member.ownTests, Self.ownTestsTarget(member.key)), (member.mutationTests, Self.mutationTarget(member.key))] where enabled {
                        let destination = "Tests/\(target)/\(relative)"
                        files[destination] = data
                        learnerPaths[destination] = "\(tests.path)/\(relative)"
                    }
                }
            }
        }

        // SwiftPM refuses an empty target; a learner module with no file yet gets a placeholder.
        let placeholder = Data("// sherpa: this module has no files yet.\n".utf8)
        for member in members {
            for module in section.modules where !files.keys.contains(where: { $0.hasPrefix("Sources/\(Self.moduleName(module.name, key: member.key))/") }) {
                files["Sources/\(Self.moduleName(module.name, key: member.key))/Placeholder.swift"] = placeholder
            }
        }

        self.folder = folder
        self.section = section
        self.members = members
        self.standIn = linkage
        self.learnerPaths = learnerPaths
        var testTargets = Set<String>()
        for member in members {
            let wanted = [(member.suite, Self.suiteTarget(member.key)), (member.ownTests, Self.ownTestsTarget(member.key)), (member.mutationTests && needsReference, Self.mutationTarget(member.key))]
            for (enabled, target) in wanted where enabled && files.keys.contains(where: { $0.hasPrefix("Tests/\(target)/") }) {
                testTargets.insert(target)
            }
        }
        self.testTargets = testTargets
        if TestRunnerProgram.isUsed {
            for member in members {
                if testTargets.contains(Self.suiteTarget(member.key)) {
                    files["Sources/\(Self.suiteRunnerTarget(member.key))/main.swift"] = TestRunnerProgram.main(running: Self.suiteTarget(member.key), isHiddenSuite: true)
                }
                if testTargets.contains(Self.ownTestsTarget(member.key)) || testTargets.contains(Self.mutationTarget(member.key)) {
                    files["Sources/\(Self.ownTestsRunnerTarget(member.key))/main.swift"] = TestRunnerProgram.main(running: Self.ownTestsTarget(member.key), isHiddenSuite: false)
                }
            }
        }
        self.files = files
        self.manifest = Self.manifest(section: section, members: members, standIn: standIn.available ? linkage : nil, reference: needsReference, testTargets: testTargets)
    }

    /// The hidden suite's files as the suite target holds them (`asBuilt`), by path inside the target.
    static func suiteFiles(_ section: CatalogSection, in workspace: Workspace, viewsSetAside: Bool) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for source in try SectionSources.suiteFiles(section, in: workspace) {
            files[source.target] = asBuilt(try Data(contentsOf: source.url), isSuite: true, viewsSetAside: viewsSetAside)
        }
        return files
    }

    /// A file's bytes as a check's package would hold them (`ScratchPackage.setAside`): previews left
    /// out, and the views too when they are set aside.
    static func asBuilt(_ data: Data, isSuite: Bool, viewsSetAside: Bool) -> Data {
        guard let text = String(data: data, encoding: .utf8) else { return data }
        return Data(ScratchPackage.setAside(text, isSuite: isSuite, viewsSetAside: viewsSetAside).utf8)
    }

    /// The files of `key`'s learner modules in the package, for telling their names from SwiftUI's.
    func learnerSourceFiles(key: String) -> [URL] {
        learnerPaths.keys.filter { $0.hasPrefix("Sources/") && $0.split(separator: "/")[1].hasSuffix("_\(key)") }
            .map { folder.appendingPathComponent($0) }
    }

    /// Writes what changed and removes what is gone, so a regrade builds incrementally.
    @discardableResult
    func sync() throws -> Int {
        var wanted = files
        wanted["Package.swift"] = Data(manifest.utf8)
        return try GeneratedPackage.sync(wanted, into: folder, configuration: Self.configuration)
    }

    /// Which target a compiler path belongs to.
    func role(ofCompilerPath path: String) -> TargetRole? {
        let prefix = folder.standardizedFileURL.path + "/"
        let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
        guard standardized.hasPrefix(prefix) else { return nil }
        let parts = standardized.dropFirst(prefix.count).split(separator: "/")
        guard parts.count >= 3 else { return nil }
        let target = String(parts[1])
        for member in members {
            if parts[0] == "Tests" {
                if target == Self.suiteTarget(member.key) { return .suite(key: member.key) }
                if target == Self.ownTestsTarget(member.key) { return .ownTests(key: member.key) }
                if target == Self.mutationTarget(member.key) { return .mutationTests(key: member.key) }
            } else if section.modules.contains(where: { Self.moduleName($0.name, key: member.key) == target }) {
                return .learnerModule(key: member.key)
            }
        }
        if section.modules.contains(where: { Self.moduleName($0.name, key: Self.referenceKey) == target }) { return .reference }
        return .shared
    }

    /// The learner's own path for a compiler path in one of their targets.
    func learnerPath(forCompilerPath path: String) -> String? {
        let prefix = folder.standardizedFileURL.path + "/"
        let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
        guard standardized.hasPrefix(prefix) else { return nil }
        return learnerPaths[String(standardized.dropFirst(prefix.count))]
    }

    /// Rewrites a trap's file IDs (`BookBrowser_L_ada_1a2b3c/File.swift:12`) into the learner's paths.
    func learnerPaths(inTrapMessage message: String, key: String) -> String {
        var result = message
        for (destination, display) in learnerPaths where destination.hasPrefix("Sources/") {
            let parts = destination.split(separator: "/")
            guard parts.count >= 3, let file = parts.last, parts[1].hasSuffix("_\(key)") else { continue }
            result = result.replacingOccurrences(of: "\(parts[1])/\(file):", with: "\(display):")
        }
        return result
    }

    /// A compiler diagnostic as the learner's own check would word it: the class package's names for
    /// `key`'s modules (`Counter_L_ada_1a2b3c`) back to the section's (`Counter`).
    func asLearnerSees(_ diagnostic: CompilerDiagnostics.Diagnostic, key: String) -> CompilerDiagnostics.Diagnostic {
        var copy = diagnostic
        // Longest first, so a module whose name starts with another's is renamed whole.
        for module in section.modules.map(\.name).sorted(by: { $0.count > $1.count }) {
            copy.message = copy.message.replacingOccurrences(of: Self.moduleName(module, key: key), with: module)
        }
        return copy
    }

    /// Whether the package has a test target of this name (a learner with no tests gets none).
    func hasTestTarget(_ name: String) -> Bool {
        testTargets.contains(name)
    }

    /// The built executable that runs `key`'s copy of the hidden suite and nothing else
    /// (`suiteRunnerTarget`); nil where tests run through `swift test` or the learner has no suite target.
    func suiteRunner(for key: String) -> URL? {
        runner(Self.suiteRunnerTarget(key))
    }

    /// The executable that runs `key`'s own tests, against their modules and against the reference
    /// and its mutants (`ownTestsRunnerTarget`); nil where tests run through `swift test` or there are none.
    func ownTestsRunner(for key: String) -> URL? {
        runner(Self.ownTestsRunnerTarget(key))
    }

    private func runner(_ target: String) -> URL? {
        files.keys.contains("Sources/\(target)/main.swift") ? productsFolder.appendingPathComponent(target) : nil
    }

    /// `-module-alias` flags so `import BookBrowser` finds `key`'s module, and `import SwiftUI` the stand-in
    /// (with the prebuilt stand-in's search path, when it is linked prebuilt).
    func aliasFlags(key: String) -> [String] {
        section.modules.flatMap { ["-module-alias", "\($0.name)=\(Self.moduleName($0.name, key: key))"] } + standIn.importFlags
    }

    /// `standIn` is nil when the repository has no stand-in.
    private static func manifest(section: CatalogSection, members: [Member], standIn: StandInLinkage?, reference: Bool, testTargets: Set<String>) -> String {
        func quoted(_ names: [String]) -> String { names.map { "\"\($0)\"" }.joined(separator: ", ") }
        // Every target sees the stand-in as `SwiftUI` (`StandIn.aliasFlags`), as in a check's package.
        // Those flags are written once, in `standIn`: a class's manifest has over a hundred targets,
        // and SwiftPM compiles the manifest before anything else starts.
        let declarations = [
            "let standIn: [String] = [\(quoted((standIn ?? .sources).importFlags))]",
            "func settings(_ aliases: [String]) -> [SwiftSetting] { isolation + [.unsafeFlags(aliases + standIn)] }",
        ]
        func aliases(_ modules: [String], key: String) -> String {
            "settings([\(quoted(modules.flatMap { ["-module-alias", "\($0)=\(moduleName($0, key: key))"] }))])"
        }
        var targets: [String] = []
        var view: [String] = []
        var headless: [String] = []
        /// What the products that run tests link: the prebuilt stand-in's objects, through one target.
        var linked: [String] = []
        switch standIn {
        case .sources:
            targets += StandIn.manifestTargets
            view = [StandIn.viewModule]
            headless = [StandIn.headlessModule]
        case .prebuilt(let prebuilt):
            // The modules are found by search path, so no module waits for this target; only what
            // links a product depends on it.
            targets.append(".target(name: \"\(standInObjectsTarget)\", linkerSettings: [.unsafeFlags(\(literal(PrebuiltStandIn.linkInputs(prebuilt))))]),")
            linked = [standInObjectsTarget]
        case nil:
            break
        }
        let keys = (reference ? [referenceKey] : []) + members.map(\.key)
        for key in keys {
            for module in section.modules {
                let dependencies = view + module.dependencies.map { moduleName($0, key: key) }
                targets.append(".target(name: \"\(moduleName(module.name, key: key))\", dependencies: [\(quoted(dependencies))], swiftSettings: \(aliases(module.dependencies, key: key))),")
            }
        }
        let allModules = section.modules.map(\.name)
        /// A test target, or where the runners run the tests, a library of one kept under `Tests/`.
        func testTarget(_ name: String, dependencies: [String], key: String) -> String {
            let (kind, path) = TestRunnerProgram.isUsed ? ("target", ", path: \"Tests/\(name)\"") : ("testTarget", "")
            return ".\(kind)(name: \"\(name)\", dependencies: [\(quoted(dependencies + linked))]\(path), swiftSettings: \(aliases(allModules, key: key))),"
        }
        for member in members {
            let learnerModules = allModules.map { moduleName($0, key: member.key) }
            if testTargets.contains(suiteTarget(member.key)) {
                targets.append(testTarget(suiteTarget(member.key), dependencies: learnerModules + headless, key: member.key))
            }
            if testTargets.contains(ownTestsTarget(member.key)) {
                targets.append(testTarget(ownTestsTarget(member.key), dependencies: learnerModules, key: member.key))
            }
            if testTargets.contains(mutationTarget(member.key)) {
                targets.append(testTarget(mutationTarget(member.key), dependencies: allModules.map { moduleName($0, key: referenceKey) }, key: referenceKey))
            }
        }
        for member in members where TestRunnerProgram.isUsed {
            if testTargets.contains(suiteTarget(member.key)) {
                // The runner imports the suite to take the receipt key first, so it sees what the suite sees.
                targets.append(".executableTarget(name: \"\(suiteRunnerTarget(member.key))\", dependencies: [\"\(suiteTarget(member.key))\"], swiftSettings: \(aliases(allModules, key: member.key))),")
            }
            let own = [ownTestsTarget(member.key), mutationTarget(member.key)].filter(testTargets.contains)
            if !own.isEmpty {
                targets.append(".executableTarget(name: \"\(ownTestsRunnerTarget(member.key))\", dependencies: [\(quoted(own))]),")
            }
        }
        return GeneratedPackage.manifest(
            name: packageName, purpose: "Generated by sherpa grade for \(section.id): one build graph for the whole class. Rewritten on every grade.",
            declarations: declarations, targets: targets
        )
    }
}
