import Foundation
import SherpaCore

/// A learner's build failure that is sherpa's gap, not the learner's mistake: every error lies in a
/// file that imports SwiftUI, and each names (or shares its line with an error that names) a SwiftUI
/// API that Apple's SwiftUI has, the stand-in lacks and the learner's code does not declare itself.
/// The compiler's identifier says what kind of name is missing (`CompilerErrorKind`); the versioned
/// list of Apple's names (`SwiftUIAPI`) says whether it is SwiftUI's.
package struct StandInGap: Sendable, Equatable {
    /// The missing names as the learner would write them (`Gauge`, `.sensoryFeedback`), in the compiler's order.
    var names: [String]
    /// The compiler paths of the files the gap is in.
    package var files: Set<String>

    /// What sherpa knows about the learner's code when it reads one error.
    struct Context: Sendable {
        var api: SwiftUIAPI
        /// Every name the learner's files declare: a missing one of these is the learner's own.
        var learnerNames: Set<String>

        init(api: SwiftUIAPI, learnerNames: Set<String>) {
            self.api = api
            self.learnerNames = learnerNames
        }

        /// The context for the learner's files at these paths.
        static func reading(_ files: [URL], api: SwiftUIAPI) -> Context {
            var names = Set<String>()
            for file in files {
                if let text = try? String(contentsOf: file, encoding: .utf8) { names.formUnion(SourceSetAside.declaredNames(text)) }
            }
            return Context(api: api, learnerNames: names)
        }
    }

    /// The gap behind `errors`, or nil when any of them is the learner's own.
    static func find(in errors: [CompilerDiagnostics.Diagnostic], context: Context) -> StandInGap? {
        guard !errors.isEmpty else { return nil }
        var names: [String] = []
        var explained = Set<String>()
        for error in errors {
            guard let name = missingAPIName(error, context: context) else { continue }
            if !names.contains(name) { names.append(name) }
            explained.insert("\(error.path):\(error.line)")
        }
        guard !names.isEmpty else { return nil }
        // Follow-on errors ("cannot infer contextual base…") share the line of the name they follow.
        for error in errors where !explained.contains("\(error.path):\(error.line)") {
            return nil
        }
        return StandInGap(names: names, files: Set(errors.map(\.path)))
    }

    /// The SwiftUI name one error is about, when the stand-in is to blame for it; nil for anything else,
    /// a name of the learner's own above all (`isLoading`).
    static func missingAPIName(_ error: CompilerDiagnostics.Diagnostic, context: Context) -> String? {
        guard [.notFound, .noMember].contains(error.kind), importsSwiftUI(error.path) else { return nil }
        let names = CompilerDiagnostics.quotedNames(in: error.message)
        switch error.kind {
        case .notFound:
            guard let name = names.first, context.api.hasTopLevel(name), !context.learnerNames.contains(name) else { return nil }
            return name
        case .noMember:
            guard names.count >= 2 else { return nil }
            let base = baseTypeName(names[0])
            let member = names[1]
            guard base == "SwiftUI" || context.api.hasType(base), !context.learnerNames.contains(base),
                context.api.hasMember(member) || context.api.hasType(member), !context.learnerNames.contains(member)
            else { return nil }
            return member.first?.isUppercase == true ? member : ".\(member)"
        case .hidden, .argumentMismatch, .noExactMatch, .other:
            return nil
        }
    }

    /// `View` for `some View`, `ModifiedContent` for `ModifiedContent<Text, _PaddingModifier>`, `Color` for `Color.Type`.
    static func baseTypeName(_ written: String) -> String {
        var text = Substring(written)
        for prefix in ["some ", "any "] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
        if text.hasPrefix("SwiftUI.") { text = text.dropFirst("SwiftUI.".count) }
        return String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }

    private static func importsSwiftUI(_ path: String) -> Bool {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return false }
        return SourceSetAside.imports(text, "SwiftUI")
    }

    /// What the learner reads about one missing name.
    package static func note(for name: String) -> String {
        "sherpa's view checker does not know `\(name)` yet; your code is not wrong. Apple's SwiftUI has it, and sherpa's stand-in for SwiftUI, which judges views the same way on Linux and on a Mac, does not yet."
    }
}
