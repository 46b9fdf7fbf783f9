import Foundation
import SherpaCore
import SherpaRunner

/// A check's report and the learner's progress once it was recorded (as it was, when it was not).
package struct CheckTaken {
    package var report: CheckReport
    package var progress: LearnerProgress
}
