import Foundation
import Testing
@testable import BookBrowser

// Everything here runs on the main actor (the suite's default isolation), like the view model.

/// How long the suite waits for the learner's code before it fails the test. Passing runs never
/// wait: each step resumes the moment the awaited thing happens. The limit only turns a hang
/// into a failure with a message.
enum WaitLimit {
    static let seconds = 5.0
}

/// A gate that opens once. Waiters get `true` when it opens, or `false` when the limit runs out.
final class Latch {
    private(set) var isOpen = false
    private var waiters: [Int: CheckedContinuation<Bool, Never>] = [:]
    private var nextWaiter = 0

    func open() {
        isOpen = true
        let released = waiters.values
        waiters = [:]
        for waiter in released {
            waiter.resume(returning: true)
        }
    }

    func wait() async -> Bool {
        if isOpen { return true }
        let key = nextWaiter
        nextWaiter += 1
        let timer = Task { [weak self] in
            try? await Task.sleep(for: .seconds(WaitLimit.seconds))
            self?.giveUp(on: key)
        }
        defer { timer.cancel() }
        return await withCheckedContinuation { waiters[key] = $0 }
    }

    private func giveUp(on key: Int) {
        waiters.removeValue(forKey: key)?.resume(returning: false)
    }
}

/// A repository whose fetches do not answer until the test says so. Each `fetchBooks()` call
/// suspends; the test can look at the view model meanwhile, then answer the calls in any order.
final class GatedBookRepository: BookRepository {
    private var pending: [CheckedContinuation<[Book], any Error>?] = []
    private var arrivals: [Latch] = []

    /// How many times `fetchBooks()` has been called.
    var callCount: Int { pending.count }

    func fetchBooks() async throws -> [Book] {
        try await withCheckedThrowingContinuation { continuation in
            pending.append(continuation)
            arrival(of: pending.count - 1).open()
        }
    }

    /// Waits until fetch number `index` (0 is the first) has reached the repository, and fails
    /// the test with `complaint` if it never does.
    func requireCall(_ index: Int, _ complaint: String) async throws {
        let arrived = await arrival(of: index).wait()
        try #require(arrived, Comment(rawValue: complaint + " (The suite waited \(Int(WaitLimit.seconds)) seconds for call number \(index + 1) to fetchBooks(); it saw \(callCount).)"))
    }

    /// Lets fetch number `index` return `books`.
    func succeed(call index: Int, with books: [Book]) {
        resume(call: index, with: .success(books))
    }

    /// Makes fetch number `index` throw `error`.
    func fail(call index: Int, with error: any Error) {
        resume(call: index, with: .failure(error))
    }

    private func resume(call index: Int, with result: Result<[Book], any Error>) {
        guard pending.indices.contains(index), let continuation = pending[index] else {
            Issue.record("The suite tried to answer fetch number \(index + 1), which never started or was already answered.")
            return
        }
        pending[index] = nil
        continuation.resume(with: result)
    }

    private func arrival(of index: Int) -> Latch {
        while arrivals.count <= index {
            arrivals.append(Latch())
        }
        return arrivals[index]
    }
}

/// One call into the view model (`load()`, `refresh()`, ...) running on its own task, so the
/// test can look at the state while the call waits on the repository.
final class Running {
    private let done = Latch()

    init(_ work: @escaping @MainActor () async -> Void) {
        Task { [done] in
            await work()
            done.open()
        }
    }

    /// Waits for the call to return, and fails the test with `complaint` if it never does.
    func requireFinished(_ complaint: String) async throws {
        let finished = await done.wait()
        try #require(finished, Comment(rawValue: complaint + " (It had not returned after \(Int(WaitLimit.seconds)) seconds.)"))
    }
}
