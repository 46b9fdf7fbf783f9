import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading

extension ProgressStore {
    /// Prints what reading `.sessions/` turned up and, when saving failed, what was not saved and
    /// why. Commands call it after their own output, so a failed save never hides the result.
    func printProblems(on console: Console, unsaved: (any Error)?, what: String) {
        let failure = unsaved?.localizedDescription
        // A kept progress.json is both a read warning and the reason the save failed: say it once.
        for warning in warnings where warning != failure {
            console.error("warning: \(warning)")
        }
        if let failure {
            console.error("warning: \(what) was not saved. \(failure)")
        }
    }
}
