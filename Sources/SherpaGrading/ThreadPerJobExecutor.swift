import Foundation
import Synchronization

/// Runs each job of the tasks that prefer it on a new thread, never on the cooperative pool: a
/// grade's learners mostly wait on processes, so `ClassGrader.jobs` of them must be in flight
/// however few cores the pool has, and the thread that waits for a grade (a command's, or a test's
/// on that pool) must not hold a thread the grade needs.
final class ThreadPerJobExecutor: TaskExecutor {
    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        Thread.detachNewThread { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }

    /// Runs `operation`, and every child task it starts, on this executor; the calling thread waits for it.
    func wait<Value: Sendable>(for operation: @escaping @Sendable () async throws -> Value) throws -> Value {
        let outcome = Mutex<Result<Value, any Error>?>(nil)
        let finished = DispatchSemaphore(value: 0)
        Task(executorPreference: self) {
            do {
                let value = try await operation()
                outcome.withLock { $0 = .success(value) }
            } catch {
                outcome.withLock { $0 = .failure(error) }
            }
            finished.signal()
        }
        finished.wait()
        return try outcome.withLock { $0! }.get()
    }
}
