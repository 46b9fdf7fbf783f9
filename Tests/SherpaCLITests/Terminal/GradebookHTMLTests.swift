import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
@testable import SherpaSession
@testable import SherpaCLI
import SherpaTestSupport

/// `report.html`'s content, read as text: escaping, links to feedback, the histogram's counts and
/// the page's independence from scripts, the network and the clock. The browser check is
/// `scripts/check-report-html.sh`.
@Suite("Gradebook: the HTML class report")
struct GradebookHTMLTests {
    static let hostileLearner = "<script>alert('x')</script>"

    /// Section 2's real rubric, and learners whose totals are chosen: 100, 85, 80, 45, 0 (a build
    /// error) and 0 (missing).
    static func gradebook(similarity: [SimilarityPair] = [], nearReference: [ReferenceMatch] = []) throws -> Gradebook {
        let workspace = try Workspace.locate(from: SherpaProcess.repositoryRoot)
        let section = try workspace.readySection(named: "section-2")
        let rubric = try Rubric.load(for: section, in: workspace)
        func learner(_ id: String, _ total: Double, _ status: LearnerGrade.Status = .graded, report: CheckReport? = nil) -> LearnerGrade {
            let fraction = total / Rubric.maximum
            let criteria = rubric.criteria.map { criterion in
                RubricScore.CriterionScore(
                    id: criterion.id, title: criterion.title, measure: criterion.measure, weight: criterion.weight,
                    fraction: fraction, points: criterion.weight * fraction, detail: ""
                )
            }
            let report = report ?? (status == .missing ? nil : CheckReport(section: section.id, variant: .submission, status: .pass, message: ""))
            return LearnerGrade(
                learner: id, status: status, layout: status == .missing ? .missing : .sectionFolder,
                score: RubricScore(rubricVersion: rubric.version, criteria: criteria, total: total),
                autograde: RubricScore(rubricVersion: rubric.version, criteria: criteria, total: total),
                report: report, notes: [], submittedAt: nil, digest: ""
            )
        }
        var failing = CheckReport(section: section.id, variant: .submission, status: .fail, message: "")
        failing.tests = [
            TestOutcome(name: "saving <trims> the name", status: .fail, origin: .suite),
            TestOutcome(name: "loading shows the user", status: .timedOut, origin: .suite),
            TestOutcome(name: "the error shows", status: .fail, origin: .suite, message: screenMessage, hint: "Read `errorMessage` in <the view>."),
        ]
        failing.findings = [ArchitectureFinding(ruleID: "view-has-no-logic", message: "", guide: "", path: "ProfileView.swift", line: 3)]
        var crashing = CheckReport(section: section.id, variant: .submission, status: .fail, message: "")
        crashing.tests = [
            TestOutcome(name: "saving <trims> the name", status: .crashed, origin: .suite),
            TestOutcome(name: "mine", status: .fail, origin: .learner),
        ]
        return Gradebook(
            section: section, rubric: rubric,
            learners: [
                learner("ada", 100), learner("ben", 85, report: failing), learner(hostileLearner, 80, report: crashing),
                learner("o'brien & co", 45), learner("dan", 0, .buildError), learner("eve", 0, .missing),
            ],
            sandboxLimitations: [], similarity: similarity, nearReference: nearReference
        )
    }

    /// A failing view test's message as the suites write it: the screen's outline last.
    static let screenMessage = "the screen should show the error. The screen shows:\nVStack\n  Text \"Wren\""

    static let closeToReference = ReferenceMatch(
        learner: "ben", similarity: 0.93, sharedFingerprints: 40, learnerShare: 0.95,
        longestFragment: SimilarityPair.Fragment(
            tokens: 120,
            inFirst: SimilarityPair.Place(path: "ProfileViewModel.swift", firstLine: 3, lastLine: 40),
            inSecond: SimilarityPair.Place(path: "ProfileViewModel.swift", firstLine: 5, lastLine: 42)
        )
    )

    static let pair = SimilarityPair(
        first: "ben", second: hostileLearner, similarity: 0.71, sharedFingerprints: 62, firstShare: 0.7, secondShare: 0.72,
        longestFragment: SimilarityPair.Fragment(
            tokens: 88,
            inFirst: SimilarityPair.Place(path: "Features/BookListViewModel.swift", firstLine: 24, lastLine: 38),
            inSecond: SimilarityPair.Place(path: "<b>Screens</b>/LibraryModel.swift", firstLine: 52, lastLine: 66)
        )
    )

    @Test("a learner id is escaped everywhere it appears")
    func learnerIdsAreEscaped() throws {
        let page = try Self.gradebook(similarity: [Self.pair]).html()
        #expect(!page.contains("<script"))
        #expect(!page.contains("<b>Screens"))
        #expect(page.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"))
        #expect(page.contains("o&#39;brien &amp; co"))
    }

    @Test("test names from the suite are escaped")
    func testNamesAreEscaped() throws {
        let page = try Self.gradebook().html()
        #expect(page.contains("2 ×</span> saving &lt;trims&gt; the name"))
    }

    @Test("every learner links to their own feedback on the page, under an id safe in a URL")
    func learnersLinkToFeedback() throws {
        let gradebook = try Self.gradebook()
        let page = gradebook.html()
        #expect(page.contains("<a href=\"#feedback-ada\">"))
        #expect(page.contains("<details class=\"feedback\" id=\"feedback-ada\">"))
        for id in ["o'brien & co", Self.hostileLearner] {
            let name = gradebook.fileName(for: id)
            #expect(name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) })
            #expect(page.contains("<a href=\"#feedback-\(name)\">"))
            #expect(page.contains("id=\"feedback-\(name)\""))
        }
        #expect(page.components(separatedBy: "<a href=\"#feedback-").count - 1 == 6)
        #expect(!page.contains(".md\""))
    }

    @Test("the page holds each learner's feedback rendered as HTML, escaped, with code set as code")
    func feedbackIsRenderedInline() throws {
        let page = try Self.gradebook().html()
        let ben = try #require(page.components(separatedBy: "<details class=\"feedback\" id=\"feedback-ben\">").last?.components(separatedBy: "</details>").first)
        #expect(ben.contains("<summary>ben: 85 / 100, graded</summary>"))
        #expect(ben.contains("<h3>Where points were lost</h3>"))
        #expect(ben.contains("<li>saving &lt;trims&gt; the name</li>"))
        #expect(ben.contains("<li>loading shows the user (timed out)</li>"))
        #expect(!ben.contains("**") && !ben.contains("- saving"))
    }

    @Test("in the page's feedback a hint is set apart from the screen's outline before it")
    func hintIsApartInThePage() throws {
        let page = try Self.gradebook().html()
        #expect(page.contains("Text &quot;Wren&quot;<span class=\"hint\">Hint: Read <code>errorMessage</code> in &lt;the view&gt;.</span></li>"))
        #expect(Gradebook.stylesheet.contains("details.feedback .hint { display: block;"))
    }

    @Test("the learner table comes first, before the distribution and the similarity table")
    func learnerTableComesFirst() throws {
        let page = try Self.gradebook(similarity: [Self.pair]).html()
        let learners = try #require(page.range(of: "<table class=\"learners\">")?.lowerBound)
        let distribution = try #require(page.range(of: "id=\"distribution\"")?.lowerBound)
        let similarity = try #require(page.range(of: "<table class=\"similarity\">")?.lowerBound)
        #expect(learners < distribution)
        #expect(learners < similarity)
    }

    @Test("a hand-in close to the reference solution is named with its figure and fragment")
    func closeToReferenceIsNamed() throws {
        let page = try Self.gradebook(nearReference: [Self.closeToReference]).html()
        #expect(page.contains("<li data-learner=\"ben\"><strong>ben</strong>: close to the reference solution (93%), 95% of the hand-in&#39;s fingerprints in it; longest shared fragment 120 tokens: ben <code>ProfileViewModel.swift:3-40</code>, reference <code>ProfileViewModel.swift:5-42</code></li>"))
        let ben = try #require(page.components(separatedBy: "id=\"feedback-ben\"").last?.components(separatedBy: "</details>").first)
        #expect(ben.contains("Your code is close to the reference solution (93%)"))
        #expect(try Self.gradebook().html().contains("No hand-in is close to the reference solution."))
    }

    @Test("the histogram counts learners per score band")
    func histogramCounts() throws {
        let page = try Self.gradebook().html()
        #expect(page.contains("data-band=\"0–9\" data-count=\"2\""))
        #expect(page.contains("data-band=\"40–49\" data-count=\"1\""))
        #expect(page.contains("data-band=\"80–89\" data-count=\"2\""))
        #expect(page.contains("data-band=\"90–100\" data-count=\"1\""))
        #expect(page.contains("data-band=\"50–59\" data-count=\"0\""))
    }

    @Test("build errors, missing hand-ins, time-outs and crashes are counted")
    func failureCounts() throws {
        let page = try Self.gradebook().html()
        #expect(page.contains("data-count=\"build-error\">1<"))
        #expect(page.contains("data-count=\"missing\">1<"))
        #expect(page.contains("data-count=\"timed-out\">1<"))
        #expect(page.contains("data-count=\"crashed\">1<"))
    }

    @Test("each criterion's mean is shown")
    func criterionMeans() throws {
        let page = try Self.gradebook().html()
        // Behaviour weighs 60: (60 + 51 + 48 + 27 + 0 + 0) / 6 = 31.
        #expect(page.contains("<td>Behaviour (hidden tests)</td><td class=\"number\">60</td><td class=\"number\">31</td>"))
    }

    @Test("similar pairs are listed with the fragment's lines in both hand-ins")
    func similarPairsAreListed() throws {
        let page = try Self.gradebook(similarity: [Self.pair]).html()
        #expect(page.contains("<code>Features/BookListViewModel.swift:24-38</code>"))
        #expect(page.contains("<code>&lt;b&gt;Screens&lt;/b&gt;/LibraryModel.swift:52-66</code>"))
        #expect(page.contains("71%"))
    }

    @Test("the similarity section names its method and says it is no verdict")
    func similarityIsExplained() throws {
        let page = try Self.gradebook().html()
        #expect(page.contains("winnowing fingerprints (Schleimer, Wilkerson and Aiken, 2003"))
        #expect(page.contains("never a finding by itself"))
        #expect(page.contains("No pair of hand-ins reaches the threshold."))
    }

    @Test("the page has no script, loads nothing and is the same bytes every time")
    func selfContainedAndDeterministic() throws {
        let page = try Self.gradebook(similarity: [Self.pair]).html()
        #expect(page == (try Self.gradebook(similarity: [Self.pair]).html()))
        #expect(!page.lowercased().contains("<script"))
        #expect(!page.contains("src="))
        #expect(!page.contains("http:") && !page.contains("https:"))
    }

    @Test("--format html writes report.html and nothing else")
    func writerWritesReport() throws {
        let files = try GradebookWriter(gradebook: try Self.gradebook()).files([.html])
        #expect(files.keys.sorted() == ["report.html"])
    }
}
