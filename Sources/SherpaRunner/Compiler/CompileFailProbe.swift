import Foundation
import SherpaCore

/// A snippet that must *not* compile against the learner's module, e.g. writing a `private(set)`
/// property from outside. File format: `// probe: <sentence>`, one or more `// expect-error: <text>`
/// lines (any of them proves the guarantee), optional `// mistake: <text> => <sentence>` lines
/// that name a known wrong shape by the error it gives, then Swift.
package struct CompileFailProbe: Sendable, Equatable {
    package var file: String
    /// What the learner's code guarantees when the probe is rejected.
    var promise: String
    /// Pieces of diagnostics, any of which proves the compiler rejected it for the right reason.
    /// A probe lists more than one when several shapes of correct code keep the guarantee
    /// (no `isLoading` at all, or one derived from `state` that nobody can set).
    var expectedErrors: [String]
    /// Known wrong shapes: a piece of a diagnostic, and the sentence that names the mistake.
    var mistakes: [KnownMistake] = []
    var source: String

    package static func load(folder: URL) throws -> [CompileFailProbe] {
        try SourceTree.files(in: folder, extensions: ["swift"]).map { relative in
            let text = try String(contentsOf: folder.appendingPathComponent(relative), encoding: .utf8)
            var promise = relative
            var expected: [String] = []
            var mistakes: [KnownMistake] = []
            for line in text.split(separator: "\n").prefix(while: { $0.hasPrefix("//") }) {
                if line.hasPrefix("// probe:") { promise = line.dropFirst(9).trimmingCharacters(in: .whitespaces) }
                if line.hasPrefix("// expect-error:") { expected.append(line.dropFirst(16).trimmingCharacters(in: .whitespaces)) }
                if line.hasPrefix("// mistake:"), let mistake = KnownMistake(line.dropFirst(11)) { mistakes.append(mistake) }
            }
            expected.removeAll(where: \.isEmpty)
            guard !expected.isEmpty else { throw ProbeError.missingExpectation(file: folder.appendingPathComponent(relative).path) }
            return CompileFailProbe(file: relative, promise: promise, expectedErrors: expected, mistakes: mistakes, source: text)
        }
    }
}
