#if canImport(SwiftUI)
import SwiftUI
import SwiftUIHeadless
import Testing

/// How long the host waits for a screen when the test names no time.
@Suite("The host's wait for a screen")
struct HeadlessWaitTests {
    @Test("Under sherpa the wait ends before sherpa's limit for one test, so the screen's outline is shown instead of a time-out")
    func waitEndsBeforeTheTestLimit() {
        let wait = HeadlessHost.defaultWait(environment: ["SHERPA_TEST_TIME_LIMIT": "15"])

        #expect(wait < .seconds(15))
        #expect(wait >= .seconds(5))
    }

    @Test("A shorter limit for one test shortens the wait with it")
    func waitFollowsTheLimit() {
        #expect(HeadlessHost.defaultWait(environment: ["SHERPA_TEST_TIME_LIMIT": "3"]) < .seconds(3))
    }

    @Test("Outside sherpa, or with a limit that is not a number, the host waits 30 seconds")
    func waitOutsideSherpa() {
        #expect(HeadlessHost.defaultWait(environment: [:]) == .seconds(30))
        #expect(HeadlessHost.defaultWait(environment: ["SHERPA_TEST_TIME_LIMIT": "soon"]) == .seconds(30))
    }
}
#endif
