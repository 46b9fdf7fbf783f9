import Foundation
import SherpaCore

/// The hidden tests a suite declares, read from its source: a run that does not report every one
/// of them was cut short or forged, and its results are not trusted. Tests inside an `#if` whose
/// condition sherpa cannot decide are left out of the inventory rather than guessed at.
struct HiddenSuiteInventory: Sendable, Equatable {
    /// One `@Test` by its file name and the line of the attribute, as the event stream locates it.
    struct Place: Hashable, Sendable, Comparable {
        var file: String
        var line: Int

        static func < (lhs: Place, rhs: Place) -> Bool { (lhs.file, lhs.line) < (rhs.file, rhs.line) }
    }

    var tests: Set<Place>

    /// Reads every Swift file below `folders`. `modules` are those `canImport` finds in the build.
    /// With `viewsSetAside`, the files a build leaves out when the views are set aside
    /// (`ScratchPackage.setAside`) declare nothing.
    static func read(_ folders: [URL], modules: Set<String>, viewsSetAside: Bool = false) throws -> HiddenSuiteInventory {
        var places = Set<Place>()
        for folder in folders {
            for relative in try SourceTree.files(in: folder, extensions: ["swift"]) {
                let text = ScratchPackage.setAside(
                    try String(contentsOf: folder.appendingPathComponent(relative), encoding: .utf8), isSuite: true, viewsSetAside: viewsSetAside
                )
                let file = URL(fileURLWithPath: relative).lastPathComponent
                // The canary fails in every run and never reaches a report (`HiddenSuiteCanary`).
                if file == HiddenSuiteCanary.fileName { continue }
                for token in SwiftTokenizer.tokenize(text) where token.kind == .attribute && token.text == "@Test" {
                    if token.conditions.allSatisfy({ holds($0, modules: modules) == true }) {
                        places.insert(Place(file: file, line: token.line))
                    }
                }
            }
        }
        return HiddenSuiteInventory(tests: places)
    }

    /// The hidden tests the run never declared.
    func unreported(by declared: [DeclaredTest]) -> [Place] {
        let seen = Set(declared.map { Place(file: URL(fileURLWithPath: $0.fileID).lastPathComponent, line: $0.line) })
        return tests.subtracting(seen).sorted()
    }

    /// The suite's inventory in `workspace`, as the scratch package builds it.
    static func of(_ section: CatalogSection, in workspace: Workspace, learnerModules: [String], viewsSetAside: Bool = false) throws -> HiddenSuiteInventory {
        var modules: Set<String> = ["Foundation", "Testing", "Observation", "Dispatch", "Synchronization"]
        #if os(Linux)
        modules.insert("FoundationNetworking")
        #endif
        // The stand-in, under the names learner code imports, on every OS.
        if StandIn(workspace: workspace).available { modules.formUnion(StandIn.importedNames) }
        modules.formUnion(learnerModules)
        return try read([workspace.url(section.suite.path), workspace.url(workspace.catalog.support.path)], modules: modules, viewsSetAside: viewsSetAside)
    }

    /// Why a suite run's results cannot be trusted, in a sentence; nil when every hidden test reported.
    func distrust(_ result: TestExecution.Result, target: String, section: CatalogSection) -> String? {
        if let untrusted = result.untrusted {
            return "sherpa does not trust the results of the hidden tests of \(section.displayName): \(untrusted)."
        }
        let declared = result.declared.filter { $0.module == target }
        if declared.isEmpty, let earlyEnd = result.earlyEnd {
            return "The hidden tests of \(section.displayName) could not run: \(earlyEnd)."
        }
        let missing = unreported(by: declared)
        guard !missing.isEmpty else { return nil }
        return "The test run reported \(tests.count - missing.count) of the \(tests.count) hidden tests of \(section.displayName), so sherpa does not trust its results: the test process was cut short, or something other than the tests wrote their report."
    }

    /// `canImport(X)`, `os(Linux)` and their negations; nil for anything else.
    static func holds(_ condition: String, modules: Set<String>) -> Bool? {
        let trimmed = condition.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("!(") && trimmed.hasSuffix(")") {
            return holds(String(trimmed.dropFirst(2).dropLast()), modules: modules).map { !$0 }
        }
        if trimmed.hasPrefix("!") { return holds(String(trimmed.dropFirst()), modules: modules).map { !$0 } }
        func argument(_ word: String) -> String? {
            guard trimmed.hasPrefix(word + "("), trimmed.hasSuffix(")") else { return nil }
            return trimmed.dropFirst(word.count + 1).dropLast().trimmingCharacters(in: .whitespaces)
        }
        if let module = argument("canImport") { return modules.contains(module) }
        if let name = argument("os") {
            #if os(Linux)
            return name == "Linux"
            #elseif os(macOS)
            return name == "macOS"
            #else
            return nil
            #endif
        }
        return nil
    }
}
