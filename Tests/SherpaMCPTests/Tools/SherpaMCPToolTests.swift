import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaSession
@testable import SherpaMCP
import SherpaTestSupport

/// sherpa's tools, called as the server calls them, against the small journey course.
@Suite("sherpa's MCP tools")
struct SherpaMCPToolTests {
    static func catalogue(_ root: URL, now: @escaping @Sendable () -> Date = { JourneyWorkspace.start }) throws -> SherpaMCPCatalogue {
        let tools = ToolEnvironment(processes: JourneyFakeGit(root: root, files: [:], isRepository: false), now: now, environment: [:], swift: "swift", standardError: { _ in })
        return SherpaMCPCatalogue(workspace: try Workspace.locate(from: root), tools: tools)
    }

    static func call(_ name: String, _ arguments: [String: JSONValue] = [:], in root: URL) throws -> MCPToolResult {
        let tool = try #require(try catalogue(root).catalogue.tools.first { $0.name == name })
        return try tool.run(arguments, MCPToolCall())
    }

    @Test("Every tool of the issue is listed, and only the ones that change nothing are read-only")
    func toolNamesAndAnnotations() throws {
        let journey = try JourneyWorkspace()
        let tools = try Self.catalogue(journey.root).catalogue.tools
        #expect(Set(tools.map(\.name)) == ["sherpa_status", "sherpa_check", "sherpa_hint", "sherpa_guide", "sherpa_quiz", "sherpa_preferences", "sherpa_show", "sherpa_wrapup", "sherpa_note", "sherpa_diff"])
        #expect(Set(tools.filter(\.readOnly).map(\.name)) == ["sherpa_status", "sherpa_guide", "sherpa_preferences", "sherpa_show"])
    }

    @Test("Status gives the route's next step, the one `sherpa next` prints")
    func statusNextStep() throws {
        let journey = try JourneyWorkspace()
        let result = try Self.call("sherpa_status", in: journey.root)
        let next = NextStep.route(workspace: try journey.workspace, progress: journey.progress(), preferences: .defaults)
        let lead = try #require(result.structured?["nextStep"]?.stringValue)
        #expect(lead == next.lead)
        #expect(result.structured?["sections"]?.arrayValue?.count == 5)
    }

    @Test("Status says a section is not passed when its latest check fails after a pass, and when that check ran")
    func statusFollowsLatestCheck() throws {
        let journey = try JourneyWorkspace()
        try journey.recordCheck(1, passed: true)
        journey.clock.advance(minutes: 10)
        try journey.recordCheck(1, passed: false, failing: [JourneyWorkspace.failingTest])
        let result = try Self.call("sherpa_status", in: journey.root)
        let first = try #require(result.structured?["sections"]?.arrayValue?.first)
        #expect(first["passed"] == false)
        #expect(first["lastCheckAt"] == .string(journey.clock.now.formatted(.iso8601)))
    }

    @Test("Status never counts a passing check of the reference solution as the learner's pass")
    func statusIgnoresSolutionCheck() throws {
        let journey = try JourneyWorkspace()
        try journey.recordCheck(1, passed: true, variant: .solution)
        let result = try Self.call("sherpa_status", in: journey.root)
        let first = try #require(result.structured?["sections"]?.arrayValue?.first)
        #expect(first["passed"] == false)
        #expect(first["lastCheckAt"] == .null)
    }

    @Test("A hint is the one `sherpa hint` would give next, and is counted the same way")
    func hintIsRecorded() throws {
        let journey = try JourneyWorkspace()
        let first = try Self.call("sherpa_hint", ["section": "1"], in: journey.root)
        let second = try Self.call("sherpa_hint", ["section": "section-1"], in: journey.root)
        #expect(first.structured?["hint"] == .string(JourneyWorkspace.generalHints[0]))
        #expect(second.structured?["number"] == 2)
        #expect(journey.progress()[section: "section-1"].hintsUsed == 2)
        #expect(journey.progress().activity.last?.summary == "general hint 2 of 3")
    }

    @Test("After a failing check, the hint is the failing test's own")
    func hintForFailingTest() throws {
        let journey = try JourneyWorkspace()
        try journey.recordCheck(1, passed: false, failing: [JourneyWorkspace.failingTest])
        let result = try Self.call("sherpa_hint", ["section": "1"], in: journey.root)
        #expect(result.structured?["kind"] == "test")
        #expect(result.structured?["hint"] == .string(JourneyWorkspace.failingTestHint))
    }

    @Test("The solution diff stays closed until the learner's check passes")
    func diffLockedBeforePass() throws {
        let journey = try JourneyWorkspace()
        #expect(throws: MCPError.solutionLocked(section: "section 1")) {
            try Self.call("sherpa_diff", ["section": "1"], in: journey.root)
        }
        try journey.recordCheck(1, passed: true)
        let result = try Self.call("sherpa_diff", ["section": "1"], in: journey.root)
        let files = try #require(result.structured?["files"]?.arrayValue)
        #expect(files.map { $0["path"] } == ["Audit.swift", "Book.swift"])
        #expect(files.last?["comparison"] == "onlySolution")
    }

    @Test("An observation is appended and the notes already written stay as they were")
    func observationAppends() throws {
        let journey = try JourneyWorkspace()
        try journey.folder.write("# My notes\n\nKeep this line", to: ".sessions/assistant-notes.md")
        let result = try Self.call("sherpa_note", ["text": "Mixed up model and view model.", "section": "1"], in: journey.root)
        #expect(result.structured?["line"] == "- 2026-03-02 (section 1): Mixed up model and view model.")
        #expect(try journey.read(".sessions/assistant-notes.md") == "# My notes\n\nKeep this line\n- 2026-03-02 (section 1): Mixed up model and view model.\n")
    }

    @Test("The first observation creates the notes from their template")
    func observationCreatesNotes() throws {
        let journey = try JourneyWorkspace()
        _ = try Self.call("sherpa_note", ["text": "Starts strong."], in: journey.root)
        let notes = try journey.read(".sessions/assistant-notes.md")
        #expect(notes.hasPrefix(AssistantNotes.template))
        #expect(notes.hasSuffix("- 2026-03-02: Starts strong.\n"))
    }

    @Test("A guide page comes whole with its parts, or one part by heading or number")
    func guideParts() throws {
        let journey = try JourneyWorkspace()
        let whole = try Self.call("sherpa_guide", ["section": "2"], in: journey.root)
        #expect(whole.structured?["parts"] == ["Why it matters"])
        let byNumber = try Self.call("sherpa_guide", ["section": "2", "part": "1"], in: journey.root)
        let byHeading = try Self.call("sherpa_guide", ["section": "2", "part": "why it matters"], in: journey.root)
        #expect(byNumber.structured?["markdown"]?.stringValue?.hasPrefix("## Why it matters") == true)
        #expect(byNumber.structured == byHeading.structured)
        #expect(throws: MCPError.unknownGuidePart(path: "guide/section-2.md", part: "Summary", parts: ["Why it matters"])) {
            try Self.call("sherpa_guide", ["section": "2", "part": "Summary"], in: journey.root)
        }
    }

    @Test("A confidence answer is recorded like `sherpa wrapup --confidence`")
    func wrapUpRecords() throws {
        let journey = try JourneyWorkspace()
        let question = try Self.call("sherpa_wrapup", in: journey.root)
        #expect(question.structured?["advice"] == .null)
        #expect(journey.progress().lastWrapUp == nil)
        let answered = try Self.call("sherpa_wrapup", ["confidence": 8], in: journey.root)
        #expect(journey.progress().lastWrapUp?.confidence == 8)
        #expect(answered.structured?["advice"] == .string(WrapUpScript.advice(for: ConfidenceBand(8))))
    }

    @Test("A confidence outside 1 to 10 is refused with a sentence")
    func wrapUpRejectsOutOfRange() throws {
        let journey = try JourneyWorkspace()
        #expect(throws: MCPError.badArgument(tool: "sherpa_wrapup", name: "confidence", expected: "a whole number from 1 to 10")) {
            try Self.call("sherpa_wrapup", ["confidence": 11], in: journey.root)
        }
    }

    @Test("Preferences give each setting's value and where it came from")
    func preferences() throws {
        let journey = try JourneyWorkspace()
        try journey.setPreferences("tone: humorous\n")
        let result = try Self.call("sherpa_preferences", in: journey.root)
        #expect(result.structured?["settings"]?["tone"]?["value"] == "humorous")
        #expect(result.structured?["settings"]?["pacing"]?["source"] == "default")
    }

    @Test("Resources are the guide pages and teaching notes that exist, and nothing under Solutions/ or sherpa/suites")
    func resources() throws {
        let journey = try JourneyWorkspace()
        try journey.folder.write("# Notes 1\n", to: "sherpa/notes/section-1.md")
        let catalogue = try Self.catalogue(journey.root).catalogue
        let uris = catalogue.resources.map(\.uri)
        #expect(uris.contains("sherpa://guide/route-map"))
        #expect(uris.contains("sherpa://guide/section-3"))
        #expect(uris.contains("sherpa://notes/section-1"))
        #expect(!uris.contains("sherpa://notes/section-2"), "a note not written yet is not listed")
        #expect(catalogue.resources.allSatisfy { $0.path.hasPrefix("guide/") || $0.path.hasPrefix("sherpa/notes/") })
    }

    @Test("teach_section carries the section's teaching notes and the learner's tone")
    func teachPrompt() throws {
        let journey = try JourneyWorkspace()
        try journey.folder.write("# Notes 1\n\nStart with the crash.\n", to: "sherpa/notes/section-1.md")
        try journey.setPreferences("tone: encouraging\n")
        let prompt = try #require(try Self.catalogue(journey.root).catalogue.prompts.first { $0.name == "teach_section" })
        let text = try prompt.render(["section": "1"])
        #expect(text.contains("Start with the crash."))
        #expect(text.contains("tone encouraging"))
    }

    @Test("open_session places a newcomer first and, later, picks up where the learner stopped")
    func openSessionPrompt() throws {
        let journey = try JourneyWorkspace()
        let prompt = try #require(try Self.catalogue(journey.root).catalogue.prompts.first { $0.name == "open_session" })
        #expect(try prompt.render([:]).contains("has not started yet"))
        _ = try Self.call("sherpa_hint", ["section": "1"], in: journey.root)
        #expect(try prompt.render([:]).contains("where they stopped"))
    }

    @Test("A check of a section that does not exist fails with the catalog's sentence")
    func checkUnknownSection() throws {
        let journey = try JourneyWorkspace()
        do {
            _ = try Self.call("sherpa_check", ["section": "section-99"], in: journey.root)
            Issue.record("an unknown section must not be checked")
        } catch {
            #expect(error.localizedDescription.contains("section-99"))
        }
    }
}
