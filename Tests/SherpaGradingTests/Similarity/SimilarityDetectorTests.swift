import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
import SherpaTestSupport

@Suite("Similarity: the detector")
struct SimilarityDetectorTests {
    static let original = """
        import Foundation

        /// Counts the visits of one page.
        struct VisitLog {
            private var visits: [String: Int] = [:]

            mutating func record(_ page: String) {
                visits[page, default: 0] += 1
            }

            func busiest(limit: Int = 3) -> [String] {
                let sorted = visits.sorted { left, right in
                    left.value == right.value ? left.key < right.key : left.value > right.value
                }
                return sorted.prefix(limit).map { $0.key }
            }
        }
        """

    /// The same code with every name, literal and comment changed.
    static let disguised = """
        import Foundation

        // Keeps a tally per screen.
        struct ScreenTally {
            private var tally: [String: Int] = [:]

            mutating func note(_ screen: String) {
                tally[screen, default: 10] += 2
            }

            func top(count: Int = 5) -> [String] {
                let ordered = tally.sorted { a, b in
                    a.value == b.value ? a.key < b.key : a.value > b.value
                }
                return ordered.prefix(count).map { $0.key }
            }
        }
        """

    /// Different code for the same task.
    static let independent = """
        import Foundation

        final class PageCounter {
            var counts = [String: Int]()

            func add(page: String) {
                counts[page] = (counts[page] ?? 0) + 1
            }

            var mostVisited: [String] {
                Array(counts.keys).sorted(by: { (counts[$0]!, $1) > (counts[$1]!, $0) }).prefix(3).map(String.init)
            }
        }
        """

    static func file(_ text: String, _ path: String = "VisitLog.swift") -> [SourceFile] {
        [SourceFile(path: path, text: text)]
    }

    @Test("renaming every name, changing literals and rewriting comments changes nothing")
    func normalisationHidesNamesLiteralsAndComments() {
        let pairs = SimilarityDetector().pairs(["ann": Self.file(Self.original), "bob": Self.file(Self.disguised)], starter: [])
        #expect(pairs.map(\.similarity) == [1])
    }

    @Test("code written differently for the same task is not reported")
    func differentCodeIsNotReported() {
        let pairs = SimilarityDetector().pairs(["ann": Self.file(Self.original), "cat": Self.file(Self.independent)], starter: [])
        #expect(pairs.isEmpty)
    }

    @Test("code every learner took from the starter does not count")
    func starterCodeDoesNotCount() {
        let learners = [
            "ann": Self.file(Self.original) + Self.file("struct Extra { let value = 1 }", "Extra.swift"),
            "cat": Self.file(Self.original) + Self.file(Self.independent, "PageCounter.swift"),
        ]
        #expect(!SimilarityDetector().pairs(learners, starter: []).isEmpty)
        #expect(SimilarityDetector().pairs(learners, starter: Self.file(Self.original)).isEmpty)
    }

    @Test("the longest shared fragment gives its line range in each learner's file")
    func fragmentLineRanges() throws {
        let body = Self.original.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(3).joined(separator: "\n")
        let first = "import Foundation\nimport Observation\n\n" + body
        let second = body + "\n\nenum Unrelated { case one, two }\n"
        let pairs = SimilarityDetector(threshold: 0).pairs(["ann": Self.file(first, "A.swift"), "bob": Self.file(second, "Nested/B.swift")], starter: [])
        let fragment = try #require(pairs.first?.longestFragment)
        #expect(fragment.inFirst == SimilarityPair.Place(path: "A.swift", firstLine: 4, lastLine: 17))
        #expect(fragment.inSecond == SimilarityPair.Place(path: "Nested/B.swift", firstLine: 1, lastLine: 14))
    }

    @Test("pairs come most alike first and pairs under the threshold are left out")
    func sortedAndThresholded() {
        let half = Self.original + "\n" + Self.independent.replacingOccurrences(of: "import Foundation", with: "")
        let learners = ["ann": Self.file(Self.original), "bob": Self.file(Self.disguised), "cat": Self.file(half), "dee": Self.file(Self.independent)]
        let all = SimilarityDetector(threshold: 0).pairs(learners, starter: [])
        #expect(all.map(\.similarity) == all.map(\.similarity).sorted(by: >))
        #expect(all.first.map { [$0.first, $0.second] } == ["ann", "bob"])
        let reported = SimilarityDetector(threshold: 0.62).pairs(learners, starter: [])
        #expect(reported == all.filter { $0.similarity >= 0.62 })
        #expect(reported.count < all.count)
    }

    @Test("code that more hand-ins share than the common limit is treated as the usual way to write it")
    func commonCodeIsIgnored() {
        let learners = Dictionary(uniqueKeysWithValues: ["a", "b", "c", "d"].map { ($0, Self.file(Self.original)) })
        #expect(SimilarityDetector(commonLimit: 4).pairs(learners, starter: []).count == 6)
        #expect(SimilarityDetector(commonLimit: 3).pairs(learners, starter: []).isEmpty)
    }

    @Test("a hand-in equal to the reference solution is close to it, at 100%, with the fragment in both")
    func handInEqualToTheReference() throws {
        let matches = SimilarityDetector().referenceMatches(["ann": Self.file(Self.disguised, "Tally.swift"), "cat": Self.file(Self.independent)], starter: [], reference: Self.file(Self.original))
        let match = try #require(matches.first)
        #expect(matches.map(\.learner) == ["ann"])
        #expect(match.similarity == 1 && match.learnerShare == 1)
        #expect(match.longestFragment?.inFirst.path == "Tally.swift")
        #expect(match.longestFragment?.inSecond.path == "VisitLog.swift")
    }

    @Test("the starter's code does not make a hand-in close to the reference solution")
    func starterIsNotTheReference() {
        let learners = ["ann": Self.file(Self.original) + Self.file(Self.independent, "PageCounter.swift")]
        let reference = Self.file(Self.original) + Self.file("enum Unrelated { case one, two, three }", "Other.swift")
        #expect(!SimilarityDetector().referenceMatches(learners, starter: [], reference: reference).isEmpty)
        #expect(SimilarityDetector().referenceMatches(learners, starter: Self.file(Self.original), reference: reference).isEmpty)
    }

    @Test("hand-ins close to the reference come most alike first, from the pairs' threshold on, however many there are")
    func referenceMatchesAreThresholded() {
        let half = Self.original + "\n" + Self.independent.replacingOccurrences(of: "import Foundation", with: "")
        var learners = ["half": Self.file(half), "other": Self.file(Self.independent)]
        for name in (1...12).map({ "copy\($0)" }) { learners[name] = Self.file(Self.disguised) }
        let all = SimilarityDetector(threshold: 0).referenceMatches(learners, starter: [], reference: Self.file(Self.original))
        #expect(all.map(\.similarity) == all.map(\.similarity).sorted(by: >))
        let reported = SimilarityDetector().referenceMatches(learners, starter: [], reference: Self.file(Self.original))
        #expect(reported == all.filter { $0.similarity >= SimilarityDetector().threshold })
        #expect(reported.filter { $0.learner.hasPrefix("copy") }.count == 12)
        #expect(!reported.contains { $0.learner == "other" })
    }

    @Test("the report is the same from one run to the next")
    func deterministic() {
        let learners = ["ann": Self.file(Self.original), "bob": Self.file(Self.disguised), "cat": Self.file(Self.independent)]
        #expect(SimilarityDetector(threshold: 0).pairs(learners, starter: []) == SimilarityDetector(threshold: 0).pairs(learners, starter: []))
        // FNV-1a of "a": a published test vector, so hashes do not depend on the process's seed.
        #expect(Winnowing.hash("a") == 0xaf63_dc4c_8601_ec8c)
    }
}
