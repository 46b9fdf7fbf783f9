import Foundation
import Synchronization
import SherpaCore

/// Confines a test process where the OS allows it: no network, and the course repository and the
/// submissions read-only except one writable folder. On Linux this is a user, network and mount
/// namespace (`unshare -rmn`); elsewhere only what is available is applied, and `limitations` says
/// what was not, so the report can tell the reader.
package struct TestSandbox: Sendable, Equatable {
    /// Words to put before the test command.
    package var prefix: [String]
    /// What this OS could not enforce, in a sentence each.
    package var limitations: [String]

    private static let probed = Mutex<[String: Bool]>([:])
    /// Bytes of data one test process may allocate (`RLIMIT_DATA`).
    package static let memoryLimit = 4 << 30

    /// A sandbox where `readOnly` folders cannot be written and the `writable` ones (inside them) can.
    package static func make(readOnly: [URL], writable: [URL], processes: any ProcessRunning) -> TestSandbox {
        #if os(Linux)
        if probe(["-rmn", "true"], processes: processes) {
            // Bind the writable folders first, then remount the read-only trees recursively: the earlier
            // binds stay separate, writable mounts inside them.
            var script = "true"
            for _ in writable {
                script += "; mount --bind \"$1\" \"$1\" || exit 125; shift"
            }
            for _ in readOnly {
                script += "; mount --rbind \"$1\" \"$1\" && mount -o remount,ro,bind \"$1\" || exit 125; shift"
            }
            // A memory hog fails its own allocation instead of starving the machine.
            script += "; ulimit -d \(memoryLimit / 1024) || exit 125; exec \"$@\""
            return TestSandbox(
                prefix: ["unshare", "-rmn", "--", "sh", "-c", script, "sherpa-sandbox"] + writable.map(\.path) + readOnly.map(\.path),
                limitations: []
            )
        }
        if probe(["-rn", "true"], processes: processes) {
            return TestSandbox(prefix: ["unshare", "-rn"], limitations: ["This system does not allow a private mount namespace, so tests could write outside their folder."])
        }
        return TestSandbox(prefix: [], limitations: ["This system does not allow unshare, so tests ran with network access and could write outside their folder."])
        #else
        return TestSandbox(prefix: [], limitations: ["Tests ran without a sandbox on this OS: they had network access and could write outside their folder."])
        #endif
    }

    private static func probe(_ arguments: [String], processes: any ProcessRunning) -> Bool {
        let key = arguments.joined(separator: " ")
        if let known = probed.withLock({ $0[key] }) { return known }
        let works = (try? processes.run(ProcessInvocation(program: "unshare", arguments: arguments, timeout: 10)))?.succeeded ?? false
        probed.withLock { $0[key] = works }
        return works
    }
}
