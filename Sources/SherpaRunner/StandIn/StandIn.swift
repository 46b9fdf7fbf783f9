import Foundation
import SherpaCore

/// The SwiftUI stand-in, the Core Data stand-in it imports, and its headless host as sherpa's own
/// builds use them: on every OS under module names of their own (`SherpaCoreData`, `SherpaSwiftUI`,
/// `SherpaSwiftUIHeadless`), and every target that imports them sees `CoreData`, `SwiftUI` and
/// `SwiftUIHeadless` again through `-module-alias`. So a check on a
/// Mac judges views with the same stand-in as on Linux, never with Apple's SwiftUI, and the path CI
/// proves on Linux is the path a Mac takes. Xcode keeps Apple's SwiftUI: the root package is untouched.
package struct StandIn {
    let workspace: Workspace

    package init(workspace: Workspace) {
        self.workspace = workspace
    }

    /// The module names learner code and the suites import.
    static let importedNames = ["CoreData", "SwiftUI", "SwiftUIHeadless"]

    /// The modules in dependency order, with the repository folder each is compiled from.
    static let modules: [(name: String, folder: String)] = [
        ("SherpaCoreData", "Sources/CoreDataStandIn"), ("SherpaSwiftUI", "Sources/SwiftUIStandIn"),
        ("SherpaSwiftUIHeadless", "Sources/SwiftUIHeadless"),
    ]

    /// The compiler plugin that expands `#Preview` (to nothing), an executable the compiler runs. The
    /// stand-in declares the macro against it; sherpa's builds set previews aside before compiling
    /// (`SourceSetAside`), so there it only serves a preview that escapes that; the root package's Linux
    /// build loads it for every preview.
    static let previewMacros = (name: "SwiftUIPreviewMacros", folder: "Sources/SwiftUIPreviewMacros")

    /// The stand-in's own module name, the headless host's, and the Core Data stand-in's.
    package static var viewModule: String { modules[viewModuleIndex].name }
    package static var headlessModule: String { modules[2].name }
    package static var coreDataModule: String { modules[0].name }
    /// Where the view module is in `modules`: every module before it is one it imports.
    static let viewModuleIndex = 1

    /// The compiler flags that make `import CoreData`, `import SwiftUI` and `import SwiftUIHeadless` find sherpa's modules.
    /// Every target of a generated package gets them, the stand-in's own included (its sources name
    /// themselves `SwiftUI.Label`).
    static let aliasFlags: [String] = zip(importedNames, modules).flatMap { imported, module in
        ["-module-alias", "\(imported)=\(module.name)"]
    }

    /// Present when the repository ships the stand-in sources.
    package var available: Bool {
        FileManager.default.fileExists(atPath: workspace.url(Self.modules[Self.viewModuleIndex].folder).path)
    }

    /// Each stand-in file's place in a generated package (`Sources/SherpaSwiftUI/View.swift`) mapped to its source.
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

    /// The targets of a generated package that compiles the stand-in itself: the `#Preview` plugin, and
    /// the modules with the aliases and without the learner's MainActor default isolation, as the
    /// stand-in is written.
    package static var manifestTargets: [String] {
        let settings = "[.unsafeFlags(\(literal(aliasFlags)))]"
        return [
            ".macro(name: \"\(previewMacros.name)\"),",
            ".target(name: \"\(coreDataModule)\", swiftSettings: \(settings)),",
            ".target(name: \"\(viewModule)\", dependencies: [\"\(previewMacros.name)\", \"\(coreDataModule)\"], swiftSettings: \(settings)),",
            ".target(name: \"\(headlessModule)\", dependencies: [\"\(viewModule)\"], swiftSettings: \(settings)),",
        ]
    }

    /// Whether a path inside a generated package's `Sources/` lies in the stand-in.
    static func isStandInPath(_ path: String, packageFolder: URL) -> Bool {
        let root = packageFolder.standardizedFileURL.path + "/Sources/"
        let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
        return (modules + [previewMacros]).contains { standardized.hasPrefix(root + $0.name + "/") }
    }
}
