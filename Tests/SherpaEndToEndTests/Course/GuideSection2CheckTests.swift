import Foundation
import Testing
import SherpaCore
import SherpaRunner
import SherpaTestSupport

/// Section 2's guide code, pasted into the exercise by a learner who follows the guide, must pass
/// section 2's check: the guide shows the pattern on a trail screen, and the exercise asks for the
/// same shape on a profile screen under the names its steps give.
@Suite("Section 2's guide code passes section 2's check")
struct GuideSection2CheckTests {
    /// What a learner changes when they carry the trail screen over to the profile screen: the
    /// names the exercise asks for in place of the trail's, and the profile's fields and labels.
    /// Applied in order, as plain text; the logic stays the guide's.
    static let learnerRenames: [(trail: String, profile: String)] = [
        ("TrailDetailViewModel", "ProfileViewModel"),
        ("TrailDetailView", "ProfileView"),
        ("https://api.trailfinder.example/trails/", "https://api.bookbrowser.example/users/"),
        // The exercise's view and view model take a user id with a default (the catalog draws `ProfileView()`).
        ("init(trailID: UUID)", "init(userID: Int = 1)"),
        ("trailID: UUID", "userID: Int"),
        ("trailID.uuidString", "String(userID)"),
        ("trailID", "userID"),
        // The profile's editable field is its name, where the trail's was its note.
        ("trail?.note", "user?.name"),
        ("edited.note", "edited.name"),
        ("trail.region", "user.email"),
        ("Trail", "User"),
        ("trail", "user"),
        ("noteDraft", "draftName"),
        ("startNote", "startEditing"),
        ("saveNote", "save"),
        ("problem", "errorMessage"),
        ("isWritingNote", "isEditing"),
        ("\"Edit note\"", "\"Change name\""),
        ("TextField(\"Note\"", "TextField(\"Name\""),
    ]

    /// The guide's section-2 block that declares `type`, the way the learner finds it on the page.
    static func guideBlock(declaring type: String) throws -> GuideCodeBlock {
        let page = try #require(try GuideCode(repository: SherpaProcess.repositoryRoot).page("section-2"))
        return try #require(page.ownCompiledBlocks.first { $0.declaredTypes.contains(type) }, "section 2's guide should show \(type)")
    }

    static func adapted(_ code: String) -> String {
        learnerRenames.reduce(code) { $0.replacingOccurrences(of: $1.trail, with: $1.profile) }
    }

    @Test("Every rename a learner makes finds its text in the guide's view model or view")
    func renamesAreCurrent() throws {
        let code = try Self.guideBlock(declaring: "TrailDetailViewModel").code + Self.guideBlock(declaring: "TrailDetailView").code
        var text = code
        for rename in Self.learnerRenames {
            #expect(text.contains(rename.trail), "the guide's section-2 code no longer contains \(rename.trail); update the learner's renames to the guide")
            text = text.replacingOccurrences(of: rename.trail, with: rename.profile)
        }
    }

    @Test("The guide's view model and view, adapted to the profile, pass every hidden test of section 2")
    func guideCodePassesCheck() async throws {
        let course = try await CourseCopy.make(named: "guide-section-2", exercise: "Exercises/Section2-ViewModel", solution: "Solutions/Section2-ViewModel")
        defer { try? FileManager.default.removeItem(at: course) }
        let exercise = course.appendingPathComponent("Exercises/Section2-ViewModel")
        // The exercise keeps its own `User` model (step 1); the view model is a new file and the
        // view replaces the starter's.
        try GuideCodeBlock.implicitImports.appending(Self.adapted(Self.guideBlock(declaring: "TrailDetailViewModel").code))
            .write(to: exercise.appendingPathComponent("ProfileViewModel.swift"), atomically: true, encoding: .utf8)
        try Self.adapted(Self.guideBlock(declaring: "TrailDetailView").code)
            .write(to: exercise.appendingPathComponent("ProfileView.swift"), atomically: true, encoding: .utf8)

        let result = try await SherpaProcess.run(["check", "section-2", "--json"], in: course)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "sherpa check printed no JSON report:\n\(result.output)")
        let hidden = (report["tests"] as? [[String: Any]] ?? []).filter { $0["origin"] as? String == "suite" }
        let failed = hidden.filter { $0["status"] as? String != "pass" }.map { "\($0["name"] ?? "?"): \($0["message"] ?? "")" }
        #expect(!hidden.isEmpty, "the report lists no hidden tests:\n\(result.output)")
        #expect(failed.isEmpty, "hidden tests the guide's code fails:\n\(failed.joined(separator: "\n"))")
        #expect(report["status"] as? String == "pass", "section 2's check should pass on the guide's code; it exited \(result.exitCode):\n\(result.stdout)")
    }
}
