import Foundation

package enum Polling {
    /// Polls `condition` until it gives a value or `seconds` pass; a deadline, never a fixed sleep.
    package static func waitFor<T>(seconds: TimeInterval, _ condition: () -> T?) -> T? {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let value = condition() { return value }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return condition()
    }
}
