import Foundation
import SherpaCore

/// The files a section's generated package is made of, listed once for `ScratchPackage` and the
/// class package alike: the learner's modules in a section folder, and the hidden suite.
package enum SectionSources {
    /// One Swift file of a learner module.
    package struct ModuleFile: Sendable, Equatable {
        package var module: String
        /// Its path inside the module's folder, which is where the package puts it.
        package var file: String
        /// Its path inside the section folder, as the learner knows it.
        package var section: String
        package var url: URL
    }

    /// One file of the hidden suite or its support folder.
    package struct SuiteFile: Sendable, Equatable {
        /// Its path in the suite target: the suite folder's name, then the file's path in it.
        package var target: String
        /// Its path in the course, for messages.
        var display: String
        package var url: URL
    }

    /// The learner module files of the section folder `folder`; the learner's own tests and other
    /// modules' folders are left out of a module at the section's root.
    package static func moduleFiles(_ section: CatalogSection, in folder: URL) throws -> [ModuleFile] {
        let moduleFolders = section.modules.map(\.path).filter { $0 != "." }
        var result: [ModuleFile] = []
        for module in section.modules {
            let root = module.path == "." ? folder : folder.appendingPathComponent(module.path)
            var excluded = module.exclude
            if module.path == "." {
                excluded += moduleFolders
                if let tests = section.learnerTests?.path { excluded.append(tests) }
            }
            for relative in try SourceTree.files(in: root, excluding: excluded, extensions: ["swift"]) {
                let sectionRelative = module.path == "." ? relative : "\(module.path)/\(relative)"
                result.append(ModuleFile(module: module.name, file: relative, section: sectionRelative, url: root.appendingPathComponent(relative)))
            }
        }
        return result
    }

    /// The hidden suite of `section` and the course's shared support files.
    package static func suiteFiles(_ section: CatalogSection, in workspace: Workspace) throws -> [SuiteFile] {
        var result: [SuiteFile] = []
        for digest in [section.suite, workspace.catalog.support] {
            let root = workspace.url(digest.path)
            let name = URL(fileURLWithPath: digest.path).lastPathComponent
            for relative in try SourceTree.files(in: root, extensions: ["swift"]) {
                result.append(SuiteFile(target: "\(name)/\(relative)", display: "\(digest.path)/\(relative)", url: root.appendingPathComponent(relative)))
            }
        }
        return result
    }
}
