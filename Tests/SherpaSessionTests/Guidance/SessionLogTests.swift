import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
@testable import SherpaSession
import SherpaTestSupport

@Suite("Study sessions in .sessions/")
struct JourneySessionLogTests {
    let utc = TimeZone(identifier: "UTC")!

    func entry(_ minutes: Double, _ kind: ActivityEntry.Kind = .check, section: String? = "section-1") -> ActivityEntry {
        ActivityEntry(at: JourneyWorkspace.start.addingTimeInterval(minutes * 60), kind: kind, section: section, summary: "\(kind.rawValue) at \(minutes)")
    }

    @Test("Commands less than two hours apart belong to one session")
    func oneSession() {
        let sessions = SessionLog.split([entry(0), entry(100), entry(219)])
        #expect(sessions.map(\.entries.count) == [3])
    }

    @Test("Two hours of quiet starts a new session")
    func splitsAtTwoHours() {
        let sessions = SessionLog.split([entry(0), entry(30), entry(150), entry(151)])
        #expect(sessions.map(\.entries.count) == [2, 2])
        #expect(sessions.map(\.number) == [1, 2])
    }

    @Test("The gap is measured from the session's last command, not its first")
    func gapFromLastCommand() {
        let sessions = SessionLog.split([entry(0), entry(110), entry(220), entry(330)])
        #expect(sessions.count == 1)
    }

    @Test("Entries out of order are sorted by time before splitting")
    func sortsEntries() {
        let sessions = SessionLog.split([entry(300), entry(0)])
        #expect(sessions.map { $0.entries.map(\.summary) } == [["check at 0.0"], ["check at 300.0"]])
    }

    @Test("Session files are named NNN-YYYY-MM-DD after their first command")
    func fileNames() {
        let sessions = SessionLog.split([entry(0), entry(24 * 60)])
        #expect(sessions.map { SessionLog.fileName($0, timeZone: utc) } == ["001-2026-03-02.md", "002-2026-03-03.md"])
    }

    @Test("Saving progress writes the session log and the index, each with a do-not-edit header")
    func writtenOnSave() throws {
        let course = try JourneyWorkspace()
        _ = try course.session.readGuide(course.section(1))
        let name = SessionLog.fileName(try #require(SessionLog.split(course.progress().activity).first))
        let log = try course.read(".sessions/ios-app-patterns/\(name)")
        let index = try course.read(".sessions/index.md")
        #expect(log.hasPrefix(SessionLog.doNotEditHeader))
        #expect(index.hasPrefix(SessionLog.doNotEditHeader))
        #expect(SessionLog.doNotEditHeader.contains("progress.json"))
    }

    @Test("A session log tells what was read, checked, failed and why, and which hints were used")
    func sessionContent() throws {
        let course = try JourneyWorkspace()
        _ = try course.session.readGuide(course.section(1))
        course.clock.advance(minutes: 20)
        try course.recordCheck(1, passed: false, failing: [JourneyWorkspace.failingTest])
        course.clock.advance(minutes: 5)
        _ = try course.session.hint(course.section(1))
        course.clock.advance(minutes: 30)
        try course.recordCheck(1, passed: true)
        let files = try SessionLog.write(course.progress(), sessionsFolder: course.root.appendingPathComponent(".sessions"), route: JourneyWorkspace.route, timeZone: utc)
        let log = try String(contentsOf: try #require(files.first), encoding: .utf8)
        #expect(log.contains("# Study session 1 of 1, 2026-03-02"))
        #expect(log.contains("- When: 2026-03-02 12:00 to 12:55 (UTC+00:00), 55 min"))
        #expect(log.contains("## Read\n\n- 12:00 section-1: read the guide page guide/section-1.md"))
        #expect(log.contains("- 12:55 section-1: check passed (5/5)"))
        #expect(log.contains("- section-1 (Topic 1): 1 of 2 checks did not pass; the last one passed."))
        #expect(log.contains("“\(JourneyWorkspace.failingTest)”: failed 1 time, fixed in this session. Likely cause, from the section's hints: \(JourneyWorkspace.failingTestHint)"))
        #expect(log.contains("## Hints used\n\n- 12:25 section-1: hint for the failing test “\(JourneyWorkspace.failingTest)”"))
        #expect(log.contains("## Next time\n\nNext: the quiz, `swift run sherpa quiz section-1`."))
    }

    @Test("An earlier session keeps the next step it ended with")
    func nextTimeIsFrozen() throws {
        let course = try JourneyWorkspace()
        try course.recordCheck(1, passed: false, failing: [JourneyWorkspace.failingTest])
        course.clock.advance(minutes: 180)
        try course.recordCheck(1, passed: true)
        let files = try SessionLog.write(course.progress(), sessionsFolder: course.root.appendingPathComponent(".sessions"), route: JourneyWorkspace.route, timeZone: utc)
        #expect(files.count == 2)
        let first = try String(contentsOf: files[0], encoding: .utf8)
        let second = try String(contentsOf: files[1], encoding: .utf8)
        #expect(first.contains("## Next time\n\nNext: make “\(JourneyWorkspace.failingTest)” pass"))
        #expect(second.contains("## Next time\n\nNext: the quiz"))
    }

    @Test("The index gives the standing, what still fails, the next step and every session")
    func indexContent() throws {
        let course = try JourneyWorkspace()
        try course.recordCheck(1, passed: true)
        try course.recordQuiz("section-1", score: 0.75)
        course.clock.advance(minutes: 200)
        try course.recordCheck(2, passed: false, failing: ["Loading clears the spinner"])
        try SessionLog.write(course.progress(), sessionsFolder: course.root.appendingPathComponent(".sessions"), route: JourneyWorkspace.route, timeZone: utc)
        let index = try course.read(".sessions/index.md")
        #expect(index.contains("Last active 2026-03-02 15:20 (UTC+00:00), in session 2 of 2."))
        #expect(index.contains("| 1. Topic 1 | check passed (2026-03-02 12:00) | 1 | 0 | best 75%, 1 attempt |"))
        #expect(index.contains("| 2. Topic 2 | in progress: last check 4/5 passed (2026-03-02 15:20) | 1 | 0 | none |"))
        #expect(index.contains("- section-2 (Topic 2): “Loading clears the spinner”"))
        #expect(index.contains("## Next step\n\nNext: make “Loading clears the spinner” pass"))
        #expect(index.contains("| 2 | 2026-03-02 | 15:20–15:20 | section-2 | 1 check (last failed) | [002-2026-03-02.md](ios-app-patterns/002-2026-03-02.md) |"))
        #expect(index.contains("| 1 | 2026-03-02 | 12:00–12:00 | section-1 | 1 check (last passed), 1 quiz | [001-2026-03-02.md](ios-app-patterns/001-2026-03-02.md) |"))
    }

    @Test("A session's tally takes its verdict from the learner's own last check, not a check of the reference solution")
    func tallyIgnoresSolutionCheck() throws {
        let course = try JourneyWorkspace()
        try course.recordCheck(1, passed: false, failing: [JourneyWorkspace.failingTest])
        course.clock.advance(minutes: 5)
        try course.recordCheck(1, passed: true, variant: .solution)
        let progress = course.progress()
        let session = try #require(SessionLog.split(progress.activity).first)
        #expect(session.tally(progress) == "2 checks (last failed)")
    }

    @Test("The index shows a section that broke after passing as in progress, with what fails now")
    func indexFollowsLatestCheck() throws {
        let course = try JourneyWorkspace()
        try course.recordCheck(1, passed: true)
        course.clock.advance(minutes: 5)
        try course.recordCheck(1, passed: false, failing: ["Loading clears the spinner"])
        try SessionLog.write(course.progress(), sessionsFolder: course.root.appendingPathComponent(".sessions"), route: JourneyWorkspace.route, timeZone: utc)
        let index = try course.read(".sessions/index.md")
        #expect(index.contains("| 1. Topic 1 | in progress: last check 4/5 passed (2026-03-02 12:05), though a check on 2026-03-02 passed | 2 | 0 | none |"))
        #expect(index.contains("- section-1 (Topic 1): “Loading clears the spinner”"))
    }

    @Test("The index tells an assistant when a quiz has not been passed yet")
    func indexMarksUnpassedQuiz() throws {
        let course = try JourneyWorkspace()
        try course.recordCheck(1, passed: true)
        try course.recordQuiz("section-1", score: 0.4, passed: false)
        try SessionLog.write(course.progress(), sessionsFolder: course.root.appendingPathComponent(".sessions"), route: JourneyWorkspace.route, timeZone: utc)
        let index = try course.read(".sessions/index.md")
        #expect(index.contains("| 1. Topic 1 | check passed (2026-03-02 12:00) | 1 | 0 | best 40%, 1 attempt, not passed yet |"))
    }

    @Test("The index names the learner's preferences for an assistant to follow")
    func indexPreferences() throws {
        let course = try JourneyWorkspace()
        try course.setPreferences("tone: encouraging\n")
        _ = try course.session.readGuide(nil)
        #expect(try course.read(".sessions/index.md").contains("tone encouraging"))
    }

    @Test("Outside a course checkout the logs are still written, with section ids for titles")
    func withoutCatalog() throws {
        let folder = try TemporaryFolder()
        let sessions = folder.url.appendingPathComponent(".sessions")
        let store = ProgressStore(sessionsFolder: sessions, route: "r", now: { JourneyWorkspace.start })
        try store.record(.hint, section: "section-9", summary: "general hint 1 of 2")
        try SessionLog.write(store.load(), sessionsFolder: sessions, route: "r")
        let index = try String(contentsOf: sessions.appendingPathComponent("index.md"), encoding: .utf8)
        #expect(index.contains("section-9"))
    }

    @Test("Saving progress saves only data; the logs are written by the command's store")
    func progressStoreWritesNoLog() throws {
        let folder = try TemporaryFolder()
        let sessions = folder.url.appendingPathComponent(".sessions")
        let store = ProgressStore(sessionsFolder: sessions, route: "r", now: { JourneyWorkspace.start })
        try store.record(.hint, section: "section-9", summary: "general hint 1 of 2")
        #expect(FileManager.default.fileExists(atPath: sessions.appendingPathComponent("r/progress.json").path))
        #expect(!FileManager.default.fileExists(atPath: sessions.appendingPathComponent("index.md").path))

        let course = try JourneyWorkspace()
        _ = try course.session.hint(course.section(1))
        #expect(try course.read(".sessions/index.md").contains("section-1"))
    }
}
