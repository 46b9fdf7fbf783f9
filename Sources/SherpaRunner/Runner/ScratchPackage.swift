import Foundation
import SherpaCore

/// The generated SwiftPM package sherpa builds a section in: the learner's modules, the
/// SwiftUI stand-in on Linux, the hidden suite and any learner tests. It is kept between
/// runs and only changed files are copied, so a second check builds incrementally.
package struct ScratchPackage: Sendable {
    package static let suiteTarget = "HiddenSuite"
    package static let learnerTestTarget = "LearnerTests"

    /// The package folder.
    package let folder: URL
    /// Each generated file's relative path mapped to the file it was copied from.
    package let files: [String: URL]
    /// Paths inside the package mapped back to what the learner calls them.
    package let displayPaths: [String: String]
    package let manifest: String
    package let hasLearnerTests: Bool
    /// The modules built from the learner's (or the reference's) files.
    let learnerModules: [String]
    /// Where the SwiftUI stand-in comes from, when the package needs it.
    let standIn: StandInLinkage

    /// Lays out the package for `section`, taking the learner's files from `sourceFolder`.
    /// `includeSuite` is false when only the learner's own modules are wanted (mutant runs).
    /// `standIn` says whether the stand-in is compiled here or taken prebuilt (`PrebuiltStandIn`).
    package init(
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
        standIn linkage: StandInLinkage = .sources
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
        self.learnerModules = section.modules.map(\.name)
        self.standIn = linkage
        self.manifest = Self.manifest(section: section, standIn: standIn, linkage: linkage, includeSuite: includeSuite, learnerTests: learnerTests)
    }

    /// Writes what changed and removes what the learner deleted. Files whose bytes are unchanged
    /// keep their modification time, so SwiftPM does not rebuild them.
    @discardableResult
    package func sync() throws -> Int {
        var wanted = files.compactMapValues { try? Data(contentsOf: $0) }
        wanted["Package.swift"] = Data(manifest.utf8)
        for module in emptyModules {
            wanted["Sources/\(module)/Placeholder.swift"] = Data("// sherpa: this module has no files yet.\n".utf8)
        }
        return try GeneratedPackage.sync(wanted, into: folder)
    }

    /// Learner modules with no Swift file yet; SwiftPM refuses empty targets, so they get a placeholder.
    private var emptyModules: [String] {
        let filled = Set(files.keys.compactMap { Self.moduleName(of: $0) })
        return learnerModules.filter { !filled.contains($0) }
    }

    /// The built test binary where SwiftPM leaves it on Linux, once built; nil elsewhere, where
    /// tests run through `swift test`.
    package var testBinary: URL? {
        #if os(Linux)
        let binary = folder.appendingPathComponent(".build/debug/SherpaCheckPackageTests.xctest")
        return FileManager.default.isExecutableFile(atPath: binary.path) ? binary : nil
        #else
        return nil
        #endif
    }

    /// Maps a path printed by the compiler back to the learner's file, when it is one of ours.
    package func displayPath(forCompilerPath path: String) -> String? {
        let prefix = folder.standardizedFileURL.path + "/"
        let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
        guard standardized.hasPrefix(prefix) else { return nil }
        let relative = String(standardized.dropFirst(prefix.count))
        return displayPaths[relative] ?? relative
    }

    /// Whether a compiler path lies in the hidden suite (as opposed to learner code).
    package func isSuitePath(_ path: String) -> Bool {
        let prefix = folder.standardizedFileURL.path + "/Tests/\(Self.suiteTarget)/"
        return URL(fileURLWithPath: path).standardizedFileURL.path.hasPrefix(prefix)
    }

    /// A trap names its place by file ID (`Module/File.swift:12`); the learner knows the file by its
    /// path in their folder, so each file ID of a learner module is replaced by that path.
    package func learnerPaths(inTrapMessage message: String) -> String {
        var result = message
        for (destination, display) in displayPaths where destination.hasPrefix("Sources/") {
            let parts = destination.split(separator: "/")
            guard parts.count >= 3, let file = parts.last else { continue }
            result = result.replacingOccurrences(of: "\(parts[1])/\(file):", with: "\(display):")
        }
        return result
    }

    /// Whether a compiler path lies in the SwiftUI stand-in sherpa adds on Linux.
    package func isStandInPath(_ path: String) -> Bool {
        let root = folder.standardizedFileURL.path + "/Sources/"
        let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
        return standardized.hasPrefix(root + "SwiftUI/") || standardized.hasPrefix(root + "SwiftUIHeadless/")
    }

    private static func moduleName(of destination: String) -> String? {
        let parts = destination.split(separator: "/")
        guard parts.count > 2, parts[0] == "Sources" else { return nil }
        return String(parts[1])
    }

    /// The compiler flags every target needs to import the prebuilt stand-in; empty when it is compiled here.
    var moduleSearchFlags: [String] {
        guard StandIn.isNeeded, case .prebuilt(let folder) = standIn else { return [] }
        return PrebuiltStandIn.importFlags(folder)
    }

    private static func manifest(section: CatalogSection, standIn: StandIn, linkage: StandInLinkage, includeSuite: Bool, learnerTests: Bool) -> String {
        var prebuilt: URL?
        if standIn.available, case .prebuilt(let folder) = linkage { prebuilt = folder }
        let compiledHere = standIn.available && prebuilt == nil
        let viewDependency = compiledHere ? "\"SwiftUI\", " : ""
        // With the prebuilt stand-in every target finds its modules by search path, and one target
        // links its objects: every test target depends on every learner module, so the first one is
        // in each link exactly once.
        let settings = prebuilt.map { "isolation + [.unsafeFlags(\(literal(PrebuiltStandIn.importFlags($0))))]" } ?? "isolation"
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
        let headless = compiledHere ? ", \"SwiftUIHeadless\"" : ""
        if includeSuite {
            targets.append(".testTarget(name: \"\(suiteTarget)\", dependencies: [\(allModules)\(headless)], swiftSettings: \(settings)),")
        }
        if learnerTests {
            targets.append(".testTarget(name: \"\(learnerTestTarget)\", dependencies: [\(allModules)], swiftSettings: \(settings)),")
        }
        return GeneratedPackage.manifest(
            name: "SherpaCheck", purpose: "Generated by sherpa for \(section.id). It is rewritten on every check: edit your exercise instead.", targets: targets
        )
    }
}

/// A Swift array literal of strings, for writing paths into a manifest.
private func literal(_ strings: [String]) -> String {
    "[" + strings.map { $0.debugDescription }.joined(separator: ", ") + "]"
}

/// The SwiftUI stand-in sherpa adds to scratch packages where the real SwiftUI is missing.
package struct StandIn {
    let workspace: Workspace

    package init(workspace: Workspace) {
        self.workspace = workspace
    }

    /// Whether this platform lacks SwiftUI, so that views need the stand-in.
    package static var isNeeded: Bool {
        #if os(Linux)
        return true
        #else
        return false
        #endif
    }

    /// Present on Linux when the repository ships the stand-in sources.
    package var available: Bool {
        Self.isNeeded && FileManager.default.fileExists(atPath: workspace.url("Sources/SwiftUIStandIn").path)
    }

    /// Both modules in dependency order, with the repository folder each is compiled from.
    package static let modules: [(name: String, folder: String)] = [("SwiftUI", "Sources/SwiftUIStandIn"), ("SwiftUIHeadless", "Sources/SwiftUIHeadless")]
    /// The compiler plugin that expands `#Preview` (to nothing), an executable the compiler runs.
    package static let previewMacros = (name: "SwiftUIPreviewMacros", folder: "Sources/SwiftUIPreviewMacros")

    /// The manifest lines of a package that compiles the stand-in from its sources.
    package static let manifestTargets = [
        ".macro(name: \"\(previewMacros.name)\"),",
        ".target(name: \"SwiftUI\", dependencies: [\"\(previewMacros.name)\"]),",
        ".target(name: \"SwiftUIHeadless\", dependencies: [\"SwiftUI\"]),",
    ]

    package func files() throws -> [String: URL] {
        guard available else { return [:] }
        var files: [String: URL] = [:]
        for (module, folder) in Self.modules + [Self.previewMacros] {
            let root = workspace.url(folder)
            for relative in try SourceTree.files(in: root, extensions: ["swift"]) {
                files["Sources/\(module)/\(relative)"] = root.appendingPathComponent(relative)
            }
        }
        return files
    }
}
