import Foundation
import Synchronization
import Testing
@testable import SherpaGrading

@Suite("Running a grade's blocking jobs on threads of their own")
struct ThreadPerJobExecutorTests {
    /// How many jobs have reached the gate; shared by reference with every child task.
    final class Arrivals: Sendable {
        let count = Mutex(0)
    }

    struct Refused: Error {}

    @Test("More blocking jobs than the machine has cores all run at once")
    func blockingJobsRunTogether() throws {
        let width = ProcessInfo.processInfo.activeProcessorCount + 3
        let arrived = Arrivals()
        let gate = DispatchSemaphore(value: 0)
        let through = try ThreadPerJobExecutor().wait {
            await withTaskGroup(of: Bool.self) { group in
                for _ in 0..<width {
                    group.addTask {
                        // The last to arrive opens the gate for everyone: only possible if all are running.
                        if arrived.count.withLock({ count in count += 1; return count }) == width {
                            for _ in 0..<width { gate.signal() }
                        }
                        return gate.wait(timeout: .now() + 120) == .success
                    }
                }
                return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
            }
        }
        #expect(through == width)
    }

    @Test("An error thrown by the operation reaches the waiting caller")
    func errorReachesCaller() {
        #expect(throws: Refused.self) {
            try ThreadPerJobExecutor().wait { () async throws -> Int in throw Refused() }
        }
    }
}
