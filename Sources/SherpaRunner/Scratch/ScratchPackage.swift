import Foundation
import SherpaCore

/// The generated SwiftPM package sherpa builds a section in: the learner's modules, the
/// SwiftUI stand-in on Linux, the hidden suite and any learner tests. It is kept between
/// runs and only changed files are copied, so a second check builds incrementally.
package struct ScratchPackage: Sendable {
    static let suiteTarget = "HiddenSuite"
    static let learnerTestTarget = "LearnerTests"

    /// The package folder.
    let folder: URL
    /// Each generated file's relative path mapped to the file it was copied from.
    package let files: [String: URL]
    /// Paths inside the package mapped back to what the learner calls them.
    let displayPaths: [String: String]
    package let manifest: String
    let hasLearnerTests: Bool
    /// Whether the hidden suite is in the package (mutation runs leave it out).
    let includesSuite: Bool
    /// The modules built from the learner's (or the reference's) files.
    let learnerModules: [String]
    /// Where the SwiftUI stand-in comes from, when the package needs it.
    let standIn: StandInLinkage
    /// Whether the learner's view files and the hidden tests that draw views are left out, because
    /// the views use SwiftUI the stand-in lacks (`StandInGap`): everything else is still judged.
    let viewsSetAside: Bool

    /// Lays out the package for `section`, taking the learner's files from `sourceFolder`.
    /// `includeSuite` is false when only the learner's own modules are wanted (mutant runs).
    /// `standIn` says whether the stand-in is compiled here or taken prebuilt (`PrebuiltStandIn`).
    init(
        workspace: Workspace,
        section: CatalogSection,
        sourceFolder: URL,
        sourceDisplayPath: String,
        folder: URL,
        replacements: [String: URL] = [:],
        includeSuite: Bool = true,
        includeLearnerTests: Bool = true,
        learnerTestsFolder: URL? = nil,
        learnerTestsDisplayPath: String? = nil,
        standIn linkage: StandInLinkage = .sources,
        viewsSetAside: Bool = false
    ) throws {
        var files: [String: URL] = [:]
        var displayPaths: [String: String] = [:]
        let learnerTestsPath = section.learnerTests?.path

        for source in try SectionSources.moduleFiles(section, in: sourceFolder) {
            let destination = "Sources/\(source.module)/\(source.file)"
            files[destination] = replacements[source.section] ?? source.url
            displayPaths[destination] = "\(sourceDisplayPath)/\(source.section)"
        }

        var learnerTests = false
        if includeLearnerTests, let learnerTestsPath {
            // Mutation runs build the reference module with the learner's tests, so the tests may come from elsewhere.
            let root = learnerTestsFolder ?? sourceFolder.appendingPathComponent(learnerTestsPath)
            let display = learnerTestsDisplayPath ?? "\(sourceDisplayPath)/\(learnerTestsPath)"
            for relative in try SourceTree.files(in: root, extensions: ["swift"]) {
                let destination = "Tests/\(Self.learnerTestTarget)/\(relative)"
                files[destination] = root.appendingPathComponent(relative)
                displayPaths[destination] = "\(display)/\(relative)"
                learnerTests = true
            }
        }

        if includeSuite {
            for source in try SectionSources.suiteFiles(section, in: workspace) {
                let destination = "Tests/\(Self.suiteTarget)/\(source.target)"
                files[destination] = source.url
                displayPaths[destination] = source.display
            }
        }

        let standIn = StandIn(workspace: workspace)
        if linkage == .sources {
            for (destination, source) in try standIn.files() {
                files[destination] = source
            }
        }

        self.folder = folder
        self.files = files
        self.displayPaths = displayPaths
        self.hasLearnerTests = learnerTests
        self.includesSuite = includeSuite
        self.learnerModules = section.modules.map(\.name)
        self.standIn = linkage
        self.viewsSetAside = viewsSetAside
        self.manifest = Self.manifest(section: section, standIn: standIn, linkage: linkage, includeSuite: includeSuite, learnerTests: learnerTests)
    }

    /// Writes what changed and removes what the learner deleted. Files whose bytes are unchanged
    /// keep their modification time, so SwiftPM does not rebuild them.
    @discardableResult
    package func sync() throws -> Int {
        var wanted = contents()
        wanted["Package.swift"] = Data(manifest.utf8)
        for module in emptyModules {
            wanted["Sources/\(module)/Placeholder.swift"] = Data("// sherpa: this module has no files yet.\n".utf8)
        }
        if TestRunnerProgram.isUsed {
            for target in testModules {
                wanted["Sources/\(Self.runnerTarget(for: target))/main.swift"] = TestRunnerProgram.main(running: target, isHiddenSuite: target == Self.suiteTarget)
            }
        }
        return try GeneratedPackage.sync(wanted, into: folder)
    }

    /// Every file's bytes as the package holds them: the learner's modules without their previews
    /// (`SourceSetAside`), and, when the views are set aside, without the view files and the suite's
    /// view tests. Whatever is set aside becomes empty lines, so every line keeps its number.
    func contents() -> [String: Data] {
        var wanted: [String: Data] = [:]
        for (destination, source) in files {
            guard let data = try? Data(contentsOf: source) else { continue }
            guard let module = Self.moduleName(of: destination), learnerModules.contains(module) || destination.hasPrefix("Tests/\(Self.suiteTarget)/"),
                let text = String(data: data, encoding: .utf8)
            else {
                wanted[destination] = data
                continue
            }
            wanted[destination] = Data(Self.setAside(text, isSuite: destination.hasPrefix("Tests/"), viewsSetAside: viewsSetAside).utf8)
        }
        return wanted
    }

    /// One file's text as a build sees it.
    package static func setAside(_ text: String, isSuite: Bool, viewsSetAside: Bool) -> String {
        if isSuite {
            return viewsSetAside && SourceSetAside.imports(text, "SwiftUIHeadless") ? SourceSetAside.blanked(text) : text
        }
        if viewsSetAside, SourceSetAside.declaresViews(text) { return SourceSetAside.blanked(text) }
        return SourceSetAside.withoutPreviews(text)
    }

    /// The learner's module files as the package holds them.
    var learnerSourceFiles: [URL] {
        files.keys.filter { Self.moduleName(of: $0).map(learnerModules.contains) == true }.map { folder.appendingPathComponent($0) }
    }

    /// Learner modules with no Swift file yet; SwiftPM refuses empty targets, so they get a placeholder.
    private var emptyModules: [String] {
        let filled = Set(files.keys.compactMap { Self.moduleName(of: $0) })
        return learnerModules.filter { !filled.contains($0) }
    }

    /// The test modules the package holds: the hidden suite and the learner's own tests, when present.
    var testModules: [String] {
        (includesSuite ? [Self.suiteTarget] : []) + (hasLearnerTests ? [Self.learnerTestTarget] : [])
    }

    /// The executable that runs `target`'s tests and no others (`TestRunnerProgram`).
    static func runnerTarget(for target: String) -> String { "\(target)Runner" }

    /// The built runner of `target`, once built; nil where tests run through `swift test` (macOS).
    func testBinary(for target: String) -> URL? {
        guard TestRunnerProgram.isUsed else { return nil }
        let binary = BuildConfiguration.debug.productsFolder(in: folder).appendingPathComponent(Self.runnerTarget(for: target))
        return FileManager.default.isExecutableFile(atPath: binary.path) ? binary : nil
    }

    /// Maps a path printed by the compiler back to the learner's file, when it is one of ours.
    func displayPath(forCompilerPath path: String) -> String? {
        let prefix = folder.standardizedFileURL.path + "/"
        let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
        guard standardized.hasPrefix(prefix) else { return nil }
        let relative = String(standardized.dropFirst(prefix.count))
        return displayPaths[relative] ?? relative
    }

    /// Whether a compiler path lies in the hidden suite (as opposed to learner code).
    func isSuitePath(_ path: String) -> Bool {
        let prefix = folder.standardizedFileURL.path + "/Tests/\(Self.suiteTarget)/"
        return URL(fileURLWithPath: path).standardizedFileURL.path.hasPrefix(prefix)
    }

    /// A trap names its place by file ID (`Module/File.swift:12`); the learner knows the file by its
    /// path in their folder, so each file ID of a learner module is replaced by that path.
    func learnerPaths(inTrapMessage message: String) -> String {
        var result = message
        for (destination, display) in displayPaths where destination.hasPrefix("Sources/") {
            let parts = destination.split(separator: "/")
            guard parts.count >= 3, let file = parts.last else { continue }
            result = result.replacingOccurrences(of: "\(parts[1])/\(file):", with: "\(display):")
        }
        return result
    }

    /// Whether a compiler path lies in the SwiftUI stand-in sherpa adds.
    func isStandInPath(_ path: String) -> Bool {
        StandIn.isStandInPath(path, packageFolder: folder)
    }

    private static func moduleName(of destination: String) -> String? {
        let parts = destination.split(separator: "/")
        guard parts.count > 2, parts[0] == "Sources" || parts[0] == "Tests" else { return nil }
        return String(parts[1])
    }

    /// The compiler flags every target needs to import the prebuilt stand-in; empty when it is compiled here.
    var moduleSearchFlags: [String] {
        standIn.importFlags
    }

    private static func manifest(section: CatalogSection, standIn: StandIn, linkage: StandInLinkage, includeSuite: Bool, learnerTests: Bool) -> String {
        var prebuilt: URL?
        if standIn.available, case .prebuilt(let folder) = linkage { prebuilt = folder }
        let compiledHere = standIn.available && prebuilt == nil
        let viewDependency = compiledHere ? "\"\(StandIn.viewModule)\", " : ""
        // With the prebuilt stand-in every target finds its modules by search path, and one target
        // links its objects: every test target depends on every learner module, so the first one is
        // in each link exactly once. Every target sees the stand-in as `SwiftUI` through its aliases.
        let flags = (standIn.available ? linkage : .sources).importFlags
        let settings = "isolation + [.unsafeFlags(\(literal(flags)))]"
        let link = prebuilt.map { ", linkerSettings: [.unsafeFlags(\(literal(PrebuiltStandIn.linkInputs($0))))]" } ?? ""
        var targets: [String] = []
        if compiledHere {
            targets += StandIn.manifestTargets
        }
        for (index, module) in section.modules.enumerated() {
            let dependencies = module.dependencies.map { "\"\($0)\"" }.joined(separator: ", ")
            let linker = index == 0 ? link : ""
            targets.append(".target(name: \"\(module.name)\", dependencies: [\(viewDependency)\(dependencies)], swiftSettings: \(settings)\(linker)),")
        }
        let allModules = section.modules.map { "\"\($0.name)\"" }.joined(separator: ", ")
        let headless = compiledHere ? ", \"\(StandIn.headlessModule)\"" : ""
        // Where runners run the tests, each test module is a library under `Tests/` with a runner of
        // its own (`TestRunnerProgram`): the suite's process holds no code of the learner's tests.
        func testModule(_ name: String, dependencies: String) -> [String] {
            guard TestRunnerProgram.isUsed else {
                return [".testTarget(name: \"\(name)\", dependencies: [\(dependencies)], swiftSettings: \(settings)),"]
            }
            return [
                ".target(name: \"\(name)\", dependencies: [\(dependencies)], path: \"Tests/\(name)\", swiftSettings: \(settings)),",
                ".executableTarget(name: \"\(runnerTarget(for: name))\", dependencies: [\"\(name)\"], swiftSettings: \(settings)),",
            ]
        }
        if includeSuite {
            targets += testModule(suiteTarget, dependencies: allModules + headless)
        }
        if learnerTests {
            targets += testModule(learnerTestTarget, dependencies: allModules)
        }
        return GeneratedPackage.manifest(
            name: "SherpaCheck", purpose: "Generated by sherpa for \(section.id). It is rewritten on every check: edit your exercise instead.", targets: targets
        )
    }
}

/// A Swift array literal of strings, for writing paths and flags into a manifest.
package func literal(_ strings: [String]) -> String {
    "[" + strings.map { $0.debugDescription }.joined(separator: ", ") + "]"
}
