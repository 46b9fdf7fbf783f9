import Foundation
@testable import SherpaCore
@testable import SherpaSession
import SherpaTestSupport

extension JourneyWorkspace {
    /// The learner's session in the course, on the course's clock, as a command would make it.
    var session: LearnerSession {
        get throws {
            let clock = clock
            return LearnerSession(workspace: try workspace, now: { clock.now })
        }
    }
}
