import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaSession
@testable import SherpaCLI
import SherpaTestSupport

@Suite("sherpa sessions")
struct JourneySessionsCommandTests {
    func twoSessions() throws -> JourneyWorkspace {
        let course = try JourneyWorkspace()
        course.run(["guide", "1"])
        course.clock.advance(minutes: 125)
        course.run(["hint", "1"])
        return course
    }

    @Test("sessions lists each session with its number, date and what happened")
    func lists() throws {
        let course = try twoSessions()
        let run = course.run(["sessions"])
        let sessions = SessionLog.split(course.progress().activity)
        #expect(run.code == 0)
        #expect(sessions.count == 2)
        let day = SessionClock(timeZone: .current).day(sessions[1].start)
        #expect(run.stdout.contains("  2  \(day)"))
        #expect(run.stdout.contains("section-1: 1 guide page"))
        #expect(run.stdout.contains("section-1: 1 hint"))
    }

    @Test("sessions <number> prints that session's log")
    func printsOne() throws {
        let course = try twoSessions()
        let run = course.run(["sessions", "2"])
        #expect(run.stdout.contains("# Study session 2 of 2"))
        #expect(run.stdout.contains("general hint 1 of 3"))
    }

    @Test("A deleted log is written again from progress.json")
    func regenerates() throws {
        let course = try twoSessions()
        let folder = course.root.appendingPathComponent(".sessions/ios-app-patterns")
        let logs = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter(SessionLog.isSessionFileName)
        for name in logs { try FileManager.default.removeItem(at: folder.appendingPathComponent(name)) }
        course.run(["sessions"])
        let again = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter(SessionLog.isSessionFileName)
        #expect(again.sorted() == logs.sorted())
        #expect(again.count == 2)
    }

    @Test("Asking for a session that does not exist is a usage error")
    func unknownSession() throws {
        let course = try twoSessions()
        #expect(course.run(["sessions", "9"]).code == ExitCode.usage)
    }

    @Test("Before any activity, sessions says there are none yet")
    func noneYet() throws {
        let course = try JourneyWorkspace()
        #expect(course.run(["sessions"]).stdout.contains("No study sessions yet"))
    }
}
