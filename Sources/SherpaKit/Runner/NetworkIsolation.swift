import Foundation
import Synchronization

/// Runs learner code without network where the OS allows it (`unshare -rn` on Linux), so no
/// test, hidden or learner-written, can reach the real network.
enum NetworkIsolation {
    private static let cached = Mutex<[String]?>(nil)

    /// The words to put before `swift test`, or nothing where isolation is not available.
    static func prefix(processes: any ProcessRunning) -> [String] {
        #if os(Linux)
        if let known = cached.withLock({ $0 }) { return known }
        let works = (try? processes.run(ProcessInvocation(program: "unshare", arguments: ["-rn", "true"], timeout: 10)))?.succeeded ?? false
        let prefix = works ? ["unshare", "-rn"] : []
        cached.withLock { $0 = prefix }
        return prefix
        #else
        return []
        #endif
    }
}
