import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
@testable import SherpaSession
@testable import SherpaCLI
import SherpaTestSupport

/// `similarity.md`, written with the Markdown files.
@Suite("Similarity: the Markdown report")
struct SimilarityReportTests {
    @Test("each pair shows its figure and the fragment's lines in both hand-ins")
    func pairIsDescribed() throws {
        let report = try GradebookHTMLTests.gradebook(similarity: [GradebookHTMLTests.pair]).similarityReport()
        #expect(report.contains("| ben and <script>alert('x')</script> | 71% (70% of the first's, 72% of the second's) | 62 | 88 tokens: ben Features/BookListViewModel.swift:24-38,"))
        #expect(report.contains("never a finding by itself"))
    }

    @Test("a learner id with a bar cannot break the table")
    func barsAreEscaped() throws {
        var pair = GradebookHTMLTests.pair
        pair.first = "a|b"
        let report = try GradebookHTMLTests.gradebook(similarity: [pair]).similarityReport()
        #expect(report.contains("| a\\|b and "))
    }

    @Test("with no pair above the threshold the report says so")
    func noPairs() throws {
        let report = try GradebookHTMLTests.gradebook().similarityReport()
        #expect(report.contains("No pair of hand-ins reaches the threshold."))
    }

    @Test("a hand-in close to the reference solution is named in similarity.md and summary.md")
    func closeToReferenceIsNamed() throws {
        let gradebook = try GradebookHTMLTests.gradebook(nearReference: [GradebookHTMLTests.closeToReference])
        let line = "- ben: close to the reference solution (93%), 95% of the hand-in's fingerprints in it; longest shared fragment 120 tokens: ben ProfileViewModel.swift:3-40, reference ProfileViewModel.swift:5-42"
        #expect(gradebook.similarityReport().contains("## Close to the reference solution"))
        #expect(gradebook.similarityReport().contains(line))
        #expect(gradebook.summary().contains("## Close to the reference solution"))
        #expect(gradebook.summary().contains(line))
        #expect(try GradebookHTMLTests.gradebook().similarityReport().contains("No hand-in is close to the reference solution."))
    }

    @Test("the Markdown format writes similarity.md beside summary.md")
    func writtenWithMarkdown() throws {
        let files = try GradebookWriter(gradebook: try GradebookHTMLTests.gradebook()).files([.md])
        #expect(files["similarity.md"] != nil)
        #expect(files["summary.md"] != nil)
    }
}
