import Foundation

/// What a hand-in's app modules may not declare or import, because the hidden suite would then run
/// the learner's code in place of its own checks.
///
/// The suite imports the learner's module, and Swift looks a name up in the imported modules before
/// it treats it as a module's name: a learner's `enum Testing` with a `__checkBinaryOperation` turns
/// every `#expect` (which expands to `Testing.__checkBinaryOperation(…)`) into the learner's function.
/// A learner's top-level declaration named like a system name the suite calls unqualified
/// (`withObservationTracking`, `Issue`) can win overload resolution the same way. And Swift Testing
/// builds every test in a binary when it lists them, so a `@Test` or trait in an app module would run
/// inside the suite's process before any hidden test. Each is refused with one sentence, before
/// anything is built.
package struct ReservedNames: Sendable, Equatable {
    /// Modules the suites, their support code and the macro expansions name, qualified or imported.
    static let systemModules: Set<String> = [
        "Swift", "_Concurrency", "Foundation", "FoundationEssentials", "FoundationNetworking", "Dispatch",
        "Observation", "Synchronization", "Testing", "XCTest", "SwiftUI", "SwiftUIHeadless", "Glibc", "Darwin",
    ]
    /// The testing library whose tests and traits run as soon as a binary lists its tests.
    static let testingModule = "Testing"

    /// Every name a learner's file may not declare at file level.
    package var names: Set<String>
    /// The reserved names that are modules' names.
    package var modules: Set<String>

    /// One refused declaration or import.
    package struct Offence: Sendable, Equatable {
        package enum Kind: Sendable, Equatable {
            /// A file-level declaration with a reserved name.
            case declares(String)
            /// `import Testing` in an app module.
            case importsTesting
        }

        package var path: String
        package var line: Int
        package var kind: Kind
        /// Whether the declared name is a module's.
        var isModuleName = false

        /// The sentence that says what is refused and what to do.
        package var message: String {
            switch kind {
            case .declares(let name) where isModuleName:
                "\(path) declares `\(name)`, the name of a module the hidden tests use; the tests would reach your `\(name)` instead of the module. Rename it."
            case .declares(let name):
                "\(path) declares `\(name)` at file level, a name the hidden tests take from Swift's libraries or sherpa's test support; your `\(name)` could take its place in the tests. Rename it, or move it into a type."
            case .importsTesting:
                "\(path) imports Testing, but an app module holds no tests: sherpa does not run test code from it. Move the tests to your tests folder, or remove the import."
            }
        }
    }

    /// The reserved names for a suite: every system module above, and each type the suite's files
    /// name, or function they call, unqualified that neither the suite nor the reference solution
    /// declares (so it comes from elsewhere: Swift's libraries or the test support), other than the
    /// section's own `modules`. `suite` and `reference` are the texts of their Swift files.
    package init(suite: [String], reference: [String], modules: [String]) {
        var used = Set<String>()
        var declared = Set<String>()
        for text in suite {
            let tokens = SwiftTokenizer.tokenize(text)
            declared.formUnion(Self.declaredNames(tokens, fileLevelOnly: false))
            for (index, token) in tokens.enumerated() where token.kind == .identifier {
                let previous = index > 0 ? tokens[index - 1].text : ""
                let next = index + 1 < tokens.count ? tokens[index + 1].text : ""
                // A member (`.load`) or a label (`id:`) is not looked up among the learner's file-level names.
                guard previous != ".", next != ":", let first = token.text.first, first.isLetter else { continue }
                // Lower-case names are mostly locals and parameters; only a call can reach a learner's function.
                if first.isUppercase || next == "(" || next == "{" { used.insert(token.text) }
            }
        }
        for text in reference {
            declared.formUnion(Self.declaredNames(SwiftTokenizer.tokenize(text), fileLevelOnly: true))
        }
        // The section's own modules are names the suite imports, but a type named like its module (a
        // `Counter` in `Counter`) is ordinary code, and reaching it only costs the learner, so it stays free.
        self.modules = Self.systemModules
        names = self.modules.union(used.subtracting(declared).subtracting(modules))
    }

    /// What `file` (one of the learner's app-module files) declares or imports that is reserved.
    package func offences(in file: SourceFile) -> [Offence] {
        let tokens = SwiftTokenizer.tokenize(file.text)
        var found: [Offence] = []
        for (index, token) in tokens.enumerated() where token.kind == .keyword && token.text == "import" {
            // `import Testing`, `import struct Testing.Test`, `@testable import Testing`.
            let module = tokens[(index + 1)...].first { $0.kind == .identifier && !["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"].contains($0.text) }
            if module?.text == Self.testingModule {
                found.append(Offence(path: file.path, line: token.line, kind: .importsTesting))
            }
        }
        for (name, line) in Self.declarations(tokens, fileLevelOnly: true) where names.contains(name) {
            found.append(Offence(path: file.path, line: line, kind: .declares(name), isModuleName: modules.contains(name)))
        }
        return found.sorted { ($0.line, $0.message) < ($1.line, $1.message) }
    }

    private static let declaring: Set<String> = ["class", "struct", "enum", "actor", "protocol", "typealias", "func", "var", "let", "associatedtype"]

    private static func declaredNames(_ tokens: [SwiftToken], fileLevelOnly: Bool) -> Set<String> {
        Set(declarations(tokens, fileLevelOnly: fileLevelOnly).map(\.name))
    }

    /// The name and line of each declaration, at file level only or at every depth.
    private static func declarations(_ tokens: [SwiftToken], fileLevelOnly: Bool) -> [(name: String, line: Int)] {
        var result: [(name: String, line: Int)] = []
        var depth = 0
        for (index, token) in tokens.enumerated() {
            if token.kind == .punctuation, token.text == "{" { depth += 1 }
            if token.kind == .punctuation, token.text == "}" { depth = max(0, depth - 1) }
            // `import struct Testing.Test` names a declaration; it does not make one.
            let imported = index > 0 && tokens[index - 1].text == "import"
            guard token.kind == .keyword, declaring.contains(token.text), !imported, !fileLevelOnly || depth == 0,
                index + 1 < tokens.count, tokens[index + 1].kind == .identifier
            else { continue }
            result.append((tokens[index + 1].text, tokens[index + 1].line))
        }
        return result
    }
}
