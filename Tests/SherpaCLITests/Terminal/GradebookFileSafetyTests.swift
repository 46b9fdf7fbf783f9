import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
@testable import SherpaSession
@testable import SherpaCLI
import SherpaTestSupport

/// Grading output opened by people and tools: a spreadsheet must not run a learner's id as a
/// formula, and two learners must never share a feedback or Gradescope file.
@Suite("Gradebook files: safe to open, one per learner")
struct GradebookFileSafetyTests {
    static func gradebook(_ learners: [String], reason: String? = nil) throws -> Gradebook {
        let section = try ShippedCourse.section("2")
        let rubric = try Rubric.load(for: section, in: ShippedCourse.workspace())
        let grades = learners.enumerated().map { index, id in
            var report = CheckReport(section: section.id, variant: .submission, status: .pass, message: "")
            report.tests = [ShippedCourse.outcome("t", index == 0 ? .pass : .fail)]
            var grade = LearnerGrade(
                learner: id, status: .graded, layout: .sectionFolder, score: rubric.score(report, section: section),
                autograde: rubric.score(report, section: section), report: report, notes: [], submittedAt: nil, digest: ""
            )
            if let reason { grade.adjustments = [GradeAdjustment(kind: .override, criterion: nil, points: 1, reason: reason)] }
            return grade
        }
        return Gradebook(section: section, rubric: rubric, learners: grades, sandboxLimitations: [])
    }

    /// The gradebook CSV's rows after the header, split on the commas outside quotes.
    static func rows(_ csv: String) -> [[String]] {
        csv.split(separator: "\n").dropFirst().map { CSVRow.parse(String($0)) }
    }

    @Test("Cells starting with =, +, -, @, a tab or a carriage return are shown as text, not run as formulas", arguments: [
        "=HYPERLINK(\"http://evil.example\",\"click\")", "+1+cmd|' /C calc'!A0", "-2+3", "@SUM(A1:A9)", "\t=1+1", "\r=1+1",
    ])
    func formulaCellsAreNeutralised(_ hostile: String) throws {
        let csv = try Self.gradebook([hostile], reason: hostile).csv()
        let row = try #require(Self.rows(csv).first)
        #expect(row.first == "'" + hostile)
        #expect(row.last?.hasPrefix("'" + hostile) == true)
        #expect(row.allSatisfy { cell in cell.first.map { !"=+-@\t\r".contains($0) } ?? true })
    }

    @Test("Ordinary ids, numbers and reasons are written as they are")
    func ordinaryCellsAreUnchanged() throws {
        let csv = try Self.gradebook(["ada"], reason: "checked by hand").csv()
        #expect(csv.contains("\nada,"))
        #expect(csv.contains(",checked by hand (+1)\n"))
    }

    @Test("Ids that differ only by a trailing dot, a path character or case get files of their own", arguments: [
        ["victim", "victim."], ["a:b", "a_b"], ["Ada", "ada"], ["a/b", "a_b", "a\\b"], ["..", "_"], ["x", String(repeating: "x", count: 300)],
    ])
    func collidingIdsGetTheirOwnFiles(_ ids: [String]) throws {
        let gradebook = try Self.gradebook(ids)
        let files = try GradebookWriter(gradebook: gradebook).files([.md, .gradescope])
        let feedback = files.keys.filter { $0.hasPrefix("feedback/") }
        let results = files.keys.filter { $0.hasPrefix("results/") }
        #expect(Set(feedback.map { $0.lowercased() }).count == ids.count)
        #expect(Set(results.map { $0.lowercased() }).count == ids.count)
        for id in ids {
            let name = gradebook.fileName(for: id)
            #expect(!name.contains("/") && !name.hasPrefix(".") && name.utf8.count <= 64)
            let text = String(decoding: try #require(files["feedback/\(name).md"]), as: UTF8.self)
            #expect(text.hasPrefix("# \(gradebook.sectionTitle): feedback for \(id)\n"), "\(id)'s file holds someone else's feedback")
        }
    }

    @Test("An id chosen to equal another learner's file name still gets a file of its own")
    func craftedIdGetsItsOwnFile() {
        let upgraded = LearnerFileNames.assign(["Ada", "ada"])["ada"]!
        let shortened = LearnerFileNames.assign(["victim."])["victim."]!
        let names = LearnerFileNames.assign(["Ada", "ada", upgraded, "victim.", shortened])
        #expect(Set(names.values.map { $0.lowercased() }).count == 5)
    }

    @Test("A plain id keeps its own name for its files")
    func plainIdsKeepTheirNames() throws {
        let gradebook = try Self.gradebook(["ada", "bo-2", "cy.d"])
        #expect(gradebook.files == ["ada": "ada", "bo-2": "bo-2", "cy.d": "cy.d"])
    }

    @Test("gradebook.json records which file belongs to which learner")
    func mappingIsInTheJSON() throws {
        let gradebook = try Self.gradebook(["victim", "victim."])
        let object = try #require(try JSONSerialization.jsonObject(with: gradebook.jsonData()) as? [String: Any])
        let files = try #require(object["files"] as? [String: String])
        #expect(files["victim"] == "victim")
        #expect(files["victim."] == gradebook.fileName(for: "victim."))
        #expect(files["victim."] != "victim")
    }

    @Test("The HTML report links each learner to their own feedback")
    func htmlLinksFollowTheMapping() throws {
        let gradebook = try Self.gradebook(["victim", "victim."])
        let page = gradebook.html()
        #expect(page.contains("href=\"#feedback-victim\""))
        #expect(page.contains("id=\"feedback-victim\""))
        #expect(page.contains("href=\"#feedback-\(gradebook.fileName(for: "victim."))\""))
        #expect(page.contains("id=\"feedback-\(gradebook.fileName(for: "victim."))\""))
    }
}
