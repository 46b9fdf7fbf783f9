import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading

/// A line-by-line comparison of two texts (Myers' O(ND) shortest edit script), with unified-diff
/// hunks. Written here so `sherpa diff` needs no external `diff` program.
package enum LineDiff {
    package enum Change: Equatable, Sendable {
        case same
        case removed
        case added
    }

    /// One line of the comparison, with its line numbers in the old and the new text.
    package struct Line: Equatable, Sendable {
        package var change: Change
        package var text: String
        var oldNumber: Int?
        var newNumber: Int?
    }

    /// A run of changes with the unchanged lines around it.
    package struct Hunk: Equatable, Sendable {
        var oldStart: Int
        var oldCount: Int
        var newStart: Int
        var newCount: Int
        package var lines: [Line]

        /// The `@@ -a,b +c,d @@` header.
        package var header: String { "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@" }
    }

    /// Splits text into lines the way editors number them; a final newline does not add an empty line.
    static func split(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
        }
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Every line of both texts, in order: unchanged, removed from `old`, or added in `new`.
    static func compare(_ old: [String], _ new: [String]) -> [Line] {
        // Common ends are cheap to peel off and keep the search small.
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        let oldMiddle = Array(old[prefix..<(old.count - suffix)])
        let newMiddle = Array(new[prefix..<(new.count - suffix)])

        var result: [Line] = []
        for index in 0..<prefix {
            result.append(Line(change: .same, text: old[index], oldNumber: index + 1, newNumber: index + 1))
        }
        var oldNumber = prefix
        var newNumber = prefix
        for change in editScript(oldMiddle, newMiddle) {
            switch change {
            case .same:
                oldNumber += 1
                newNumber += 1
                result.append(Line(change: .same, text: old[oldNumber - 1], oldNumber: oldNumber, newNumber: newNumber))
            case .removed:
                oldNumber += 1
                result.append(Line(change: .removed, text: old[oldNumber - 1], oldNumber: oldNumber, newNumber: nil))
            case .added:
                newNumber += 1
                result.append(Line(change: .added, text: new[newNumber - 1], oldNumber: nil, newNumber: newNumber))
            }
        }
        for offset in 0..<suffix {
            result.append(Line(change: .same, text: old[oldNumber + offset], oldNumber: oldNumber + offset + 1, newNumber: newNumber + offset + 1))
        }
        return result
    }

    /// The changes grouped into hunks, each with up to `context` unchanged lines on either side.
    static func hunks(_ lines: [Line], context: Int = 3) -> [Hunk] {
        let changed = lines.indices.filter { lines[$0].change != .same }
        guard !changed.isEmpty else { return [] }
        var ranges: [ClosedRange<Int>] = []
        for index in changed {
            let low = max(0, index - context)
            let high = min(lines.count - 1, index + context)
            if let last = ranges.last, low <= last.upperBound + 1 {
                ranges[ranges.count - 1] = last.lowerBound...max(last.upperBound, high)
            } else {
                ranges.append(low...high)
            }
        }
        return ranges.map { range in
            let slice = Array(lines[range])
            let oldCount = slice.filter { $0.change != .added }.count
            let newCount = slice.filter { $0.change != .removed }.count
            // Unified diffs number an empty side from the line before it.
            let oldStart = slice.first { $0.oldNumber != nil }?.oldNumber ?? previousNumber(lines, before: range.lowerBound, \.oldNumber)
            let newStart = slice.first { $0.newNumber != nil }?.newNumber ?? previousNumber(lines, before: range.lowerBound, \.newNumber)
            return Hunk(oldStart: oldStart, oldCount: oldCount, newStart: newStart, newCount: newCount, lines: slice)
        }
    }

    private static func previousNumber(_ lines: [Line], before index: Int, _ number: KeyPath<Line, Int?>) -> Int {
        lines[..<index].last { $0[keyPath: number] != nil }?[keyPath: number] ?? 0
    }

    static let maximumEdits = 2_000

    /// The shortest sequence of keep/remove/add steps turning `a` into `b` (Myers 1986).
    static func editScript(_ a: [String], _ b: [String]) -> [Change] {
        let n = a.count
        let m = b.count
        if n == 0 { return Array(repeating: .added, count: m) }
        if m == 0 { return Array(repeating: .removed, count: n) }
        let limit = n + m
        let offset = limit + 1
        var furthest = [Int](repeating: 0, count: 2 * limit + 3)
        // trace[d] holds the furthest x per diagonal k in -d...d before round d, for the walk back.
        var trace: [[Int]] = []
        search: for d in 0...limit {
            // Texts this far apart read better as a whole replacement, and the trace would grow as d².
            if d > maximumEdits { return Array(repeating: .removed, count: n) + Array(repeating: .added, count: m) }
            trace.append((-d...d).map { furthest[offset + $0] })
            for k in stride(from: -d, through: d, by: 2) {
                var x = (k == -d || (k != d && furthest[offset + k - 1] < furthest[offset + k + 1]))
                    ? furthest[offset + k + 1]
                    : furthest[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                furthest[offset + k] = x
                if x >= n, y >= m { break search }
            }
        }

        var steps: [Change] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let row = trace[d]
            let at = { (k: Int) in row[k + d] }
            let k = x - y
            let previousK = (k == -d || (k != d && at(k - 1) < at(k + 1))) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : at(previousK)
            let previousY = d == 0 ? 0 : previousX - previousK
            while x > previousX, y > previousY {
                steps.append(.same)
                x -= 1
                y -= 1
            }
            if d > 0 {
                steps.append(x == previousX ? .added : .removed)
            }
            x = previousX
            y = previousY
        }
        return steps.reversed()
    }
}
