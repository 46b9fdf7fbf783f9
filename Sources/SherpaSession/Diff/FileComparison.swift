import Foundation
import SherpaCore

/// How one file of a section compares between the learner's folder and the reference solution.
package enum FileComparison: Equatable {
    case identical(String)
    case changed(String, [LineDiff.Hunk])
    case onlyYours(String)
    case onlySolution(String, lines: [String])
    case unreadable(String)

    /// Every file of either folder, by path, with `context` unchanged lines around each change.
    static func compare(yours: URL, solution: URL, context: Int) throws -> [FileComparison] {
        let mine = Set(try SourceTree.files(in: yours))
        let theirs = Set(try SourceTree.files(in: solution))
        return mine.union(theirs).sorted().map { path in
            let own = mine.contains(path) ? read(yours.appendingPathComponent(path)) : nil
            let reference = theirs.contains(path) ? read(solution.appendingPathComponent(path)) : nil
            switch (mine.contains(path), theirs.contains(path)) {
            case (true, false): return .onlyYours(path)
            case (false, true):
                guard let reference else { return .unreadable(path) }
                return .onlySolution(path, lines: LineDiff.split(reference))
            default:
                guard let own, let reference else { return .unreadable(path) }
                if own == reference { return .identical(path) }
                let hunks = LineDiff.hunks(LineDiff.compare(LineDiff.split(own), LineDiff.split(reference)), context: context)
                // Differences only in line endings or a final newline leave no hunks.
                return hunks.isEmpty ? .identical(path) : .changed(path, hunks)
            }
        }
    }

    private static func read(_ url: URL) -> String? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return String(data: data, encoding: .utf8)
    }

    package var isIdentical: Bool {
        if case .identical = self { true } else { false }
    }
}
