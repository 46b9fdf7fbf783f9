import Foundation
import Observation
import Testing
@testable import BookBrowser

/// The view model's state as a value the suite can compare and print in the learner's terms.
enum Shown: Equatable, CustomStringConvertible {
    case idle
    case loading
    case loaded([String])
    case error(String)
    case unexpected(String)

    init(_ state: LoadingState<[Book]>) {
        // Not a switch: a LoadingState with extra cases should still compile here and show up as unexpected.
        if case .idle = state {
            self = .idle
        } else if case .loading = state {
            self = .loading
        } else if case .loaded(let books) = state {
            self = .loaded(books.map(\.title))
        } else if case .error(let message) = state {
            self = .error(message)
        } else {
            self = .unexpected(String(describing: state))
        }
    }

    var description: String {
        switch self {
        case .idle: ".idle"
        case .loading: ".loading"
        case .loaded(let titles): ".loaded(" + titles.joined(separator: ", ") + ")"
        case .error(let message): ".error(\"\(message)\")"
        case .unexpected(let text): text
        }
    }
}

private func trace(_ steps: [Shown]) -> String {
    steps.map(\.description).joined(separator: " → ")
}

private enum Shelf {
    static let firstVisit = [
        Book(id: UUID(), title: "Kindred", author: "Octavia E. Butler", pageCount: 264),
        Book(id: UUID(), title: "Piranesi", author: "Susanna Clarke", pageCount: 272),
    ]
    static let secondVisit = firstVisit + [
        Book(id: UUID(), title: "The Left Hand of Darkness", author: "Ursula K. Le Guin", pageCount: 304),
    ]
    static let firstTitles = firstVisit.map(\.title)
    static let secondTitles = secondVisit.map(\.title)
}

/// Errors with a message of their own, so the suite can see whose words reached the screen.
private struct ReadingRoomClosed: LocalizedError {
    var errorDescription: String? { "The reading room is closed until Monday." }
}

private struct ConnectionDropped: LocalizedError {
    var errorDescription: String? { "The connection dropped halfway through the list." }
}

/// A view model that has finished one load of `Shelf.firstVisit`; its repository's call 0 is used.
private func viewModelShowingFirstVisit() async throws -> (BookListViewModel, GatedBookRepository) {
    let repository = GatedBookRepository()
    let viewModel = BookListViewModel(repository: repository)
    let loading = Running { await viewModel.load() }
    try await repository.requireCall(0, "load() should ask the repository for books through `fetchBooks()`.")
    repository.succeed(call: 0, with: Shelf.firstVisit)
    try await loading.requireFinished("load() should return once the repository has answered.")
    try #require(Shown(viewModel.state) == .loaded(Shelf.firstTitles), "after a successful load(), `state` should be `.loaded` with the repository's books; it was \(Shown(viewModel.state)).")
    return (viewModel, repository)
}

/// Counts change notices; `withObservationTracking` may call back from any thread, hence the lock.
nonisolated private final class ChangeCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func record() {
        lock.withLock { count += 1 }
    }

    var changes: Int {
        lock.withLock { count }
    }
}

@Suite("Section 6: loading states")
struct LoadingStateTests {

    @Suite("Loading")
    struct Loading {
        @Test("A new book list starts idle", .receipted)
        func startsIdle() {
            let viewModel = BookListViewModel(repository: GatedBookRepository())

            #expect(Shown(viewModel.state) == .idle, "before anyone calls load(), `state` should be `.idle`: nothing has been asked for yet. It was \(Shown(viewModel.state)).")
        }

        @Test("load() goes from idle through loading to loaded", .receipted)
        func successfulLoadTrace() async throws {
            let repository = GatedBookRepository()
            let viewModel = BookListViewModel(repository: repository)
            var steps = [Shown(viewModel.state)]

            let loading = Running { await viewModel.load() }
            try await repository.requireCall(0, "load() should ask the repository for books through `fetchBooks()`.")
            steps.append(Shown(viewModel.state))
            repository.succeed(call: 0, with: Shelf.firstVisit)
            try await loading.requireFinished("load() should return once the repository has answered.")
            steps.append(Shown(viewModel.state))

            let expected: [Shown] = [.idle, .loading, .loaded(Shelf.firstTitles)]
            #expect(steps == expected, "the state should go \(trace(expected)): `.loading` as soon as load() starts waiting, then `.loaded` with the repository's books. It went \(trace(steps)).")
        }

        @Test("A failed load goes from idle through loading to error", .receipted)
        func failedLoadTrace() async throws {
            let repository = GatedBookRepository()
            let viewModel = BookListViewModel(repository: repository)
            var steps = [Shown(viewModel.state)]

            let loading = Running { await viewModel.load() }
            try await repository.requireCall(0, "load() should ask the repository for books through `fetchBooks()`.")
            steps.append(Shown(viewModel.state))
            repository.fail(call: 0, with: ReadingRoomClosed())
            try await loading.requireFinished("load() should return once the repository has thrown.")
            steps.append(Shown(viewModel.state))

            let phases = steps.map { step -> String in
                if case .error = step { return "error" }
                return step.description
            }
            #expect(phases == [".idle", ".loading", "error"], "when the repository throws, the state should go .idle → .loading → .error, so the screen swaps the spinner for a message. It went \(trace(steps)).")
        }

        @Test("The error state shows the message the error itself gives", .receipted)
        func errorMessageComesFromLocalizedError() async throws {
            let repository = GatedBookRepository()
            let viewModel = BookListViewModel(repository: repository)

            let loading = Running { await viewModel.load() }
            try await repository.requireCall(0, "load() should ask the repository for books through `fetchBooks()`.")
            repository.fail(call: 0, with: ReadingRoomClosed())
            try await loading.requireFinished("load() should return once the repository has thrown.")

            let expected = Shown.error("The reading room is closed until Monday.")
            #expect(Shown(viewModel.state) == expected, "the error case should carry `error.localizedDescription`, which for a `LocalizedError` is its `errorDescription`, written for the reader. Expected \(expected), got \(Shown(viewModel.state)).")
        }
    }

    @Suite("Retrying")
    struct Retrying {
        @Test("retry() after an error goes back through loading to the books", .receipted)
        func retryRecovers() async throws {
            let repository = GatedBookRepository()
            let viewModel = BookListViewModel(repository: repository)
            let firstTry = Running { await viewModel.load() }
            try await repository.requireCall(0, "load() should ask the repository for books through `fetchBooks()`.")
            repository.fail(call: 0, with: ReadingRoomClosed())
            try await firstTry.requireFinished("load() should return once the repository has thrown.")
            var steps = [Shown(viewModel.state)]

            let secondTry = Running { await viewModel.retry() }
            try await repository.requireCall(1, "retry() should ask the repository for books again.")
            steps.append(Shown(viewModel.state))
            repository.succeed(call: 1, with: Shelf.firstVisit)
            try await secondTry.requireFinished("retry() should return once the repository has answered.")
            steps.append(Shown(viewModel.state))

            let expected: [Shown] = [.error("The reading room is closed until Monday."), .loading, .loaded(Shelf.firstTitles)]
            #expect(steps == expected, "the Try again button calls retry(): from the error it should show `.loading` again, then the books. It went \(trace(steps)).")
        }
    }

    @Suite("Pull to refresh")
    struct Refreshing {
        @Test("refresh() keeps the books on screen while it waits", .receipted)
        func refreshKeepsListWhileWaiting() async throws {
            let (viewModel, repository) = try await viewModelShowingFirstVisit()

            let refreshing = Running { await viewModel.refresh() }
            try await repository.requireCall(1, "refresh() should ask the repository for fresh books.")
            let whileWaiting = Shown(viewModel.state)
            repository.succeed(call: 1, with: Shelf.secondVisit)
            try await refreshing.requireFinished("refresh() should return once the repository has answered.")

            #expect(whileWaiting == .loaded(Shelf.firstTitles), "during a refresh the loaded books should stay on screen (the pull-to-refresh gesture shows its own spinner), so `state` must not go back to `.loading`. While waiting it was \(whileWaiting).")
        }

        @Test("A successful refresh replaces the books with the new ones", .receipted)
        func refreshReplacesBooks() async throws {
            let (viewModel, repository) = try await viewModelShowingFirstVisit()

            let refreshing = Running { await viewModel.refresh() }
            try await repository.requireCall(1, "refresh() should ask the repository for fresh books.")
            repository.succeed(call: 1, with: Shelf.secondVisit)
            try await refreshing.requireFinished("refresh() should return once the repository has answered.")

            #expect(Shown(viewModel.state) == .loaded(Shelf.secondTitles), "after a successful refresh, `state` should be `.loaded` with the new books. It was \(Shown(viewModel.state)).")
        }

        @Test("A failed refresh keeps the books that were already on screen", .receipted)
        func failedRefreshKeepsBooks() async throws {
            let (viewModel, repository) = try await viewModelShowingFirstVisit()

            let refreshing = Running { await viewModel.refresh() }
            try await repository.requireCall(1, "refresh() should ask the repository for fresh books.")
            repository.fail(call: 1, with: ConnectionDropped())
            try await refreshing.requireFinished("refresh() should return once the repository has thrown.")

            #expect(Shown(viewModel.state) == .loaded(Shelf.firstTitles), "a failed refresh should leave the books the reader was looking at; replacing a good list with an error screen throws their data away. `state` was \(Shown(viewModel.state)).")
        }

        @Test("A failed refresh reports its message in refreshError", .receipted)
        func failedRefreshSetsRefreshError() async throws {
            let (viewModel, repository) = try await viewModelShowingFirstVisit()

            let refreshing = Running { await viewModel.refresh() }
            try await repository.requireCall(1, "refresh() should ask the repository for fresh books.")
            repository.fail(call: 1, with: ConnectionDropped())
            try await refreshing.requireFinished("refresh() should return once the repository has thrown.")

            #expect(viewModel.refreshError == "The connection dropped halfway through the list.", "when a refresh fails, the reader still needs to know: put the error's `localizedDescription` in `refreshError` (the list itself stays). It was \(String(describing: viewModel.refreshError)).")
        }

        @Test("A successful refresh clears an earlier refresh error", .receipted)
        func laterRefreshClearsRefreshError() async throws {
            let (viewModel, repository) = try await viewModelShowingFirstVisit()
            let failing = Running { await viewModel.refresh() }
            try await repository.requireCall(1, "refresh() should ask the repository for fresh books.")
            repository.fail(call: 1, with: ConnectionDropped())
            try await failing.requireFinished("refresh() should return once the repository has thrown.")

            let succeeding = Running { await viewModel.refresh() }
            try await repository.requireCall(2, "a second refresh() should ask the repository again.")
            repository.succeed(call: 2, with: Shelf.secondVisit)
            try await succeeding.requireFinished("refresh() should return once the repository has answered.")

            #expect(viewModel.refreshError == nil, "once a refresh succeeds, the old refresh problem no longer applies: set `refreshError` back to nil. It still said \(String(describing: viewModel.refreshError)).")
        }
    }

    @Suite("Overlapping loads")
    struct OverlappingLoads {
        @Test("An older load that answers last does not overwrite the newer books", .receipted)
        func staleSuccessIsIgnored() async throws {
            let repository = GatedBookRepository()
            let viewModel = BookListViewModel(repository: repository)
            let older = Running { await viewModel.load() }
            try await repository.requireCall(0, "load() should ask the repository for books through `fetchBooks()`.")
            let newer = Running { await viewModel.load() }
            try await repository.requireCall(1, "a second load() should ask the repository again, even while the first is still waiting.")

            repository.succeed(call: 1, with: Shelf.secondVisit)
            try await newer.requireFinished("the newer load() should return once its answer has arrived.")
            repository.succeed(call: 0, with: Shelf.firstVisit)
            try await older.requireFinished("the older load() should return once its answer has arrived, even though nobody wants it any more.")

            #expect(Shown(viewModel.state) == .loaded(Shelf.secondTitles), "two loads overlapped and the older one answered last, putting its out-of-date books back on screen. Only the newest load may change `state`: give each fetch a ticket from a counter, and after the `await` drop the answer when a newer fetch has taken a ticket since. `state` ended as \(Shown(viewModel.state)).")
        }

        @Test("An older load that fails last does not replace the newer books with an error", .receipted)
        func staleFailureIsIgnored() async throws {
            let repository = GatedBookRepository()
            let viewModel = BookListViewModel(repository: repository)
            let older = Running { await viewModel.load() }
            try await repository.requireCall(0, "load() should ask the repository for books through `fetchBooks()`.")
            let newer = Running { await viewModel.load() }
            try await repository.requireCall(1, "a second load() should ask the repository again, even while the first is still waiting.")

            repository.succeed(call: 1, with: Shelf.secondVisit)
            try await newer.requireFinished("the newer load() should return once its answer has arrived.")
            repository.fail(call: 0, with: ReadingRoomClosed())
            try await older.requireFinished("the older load() should return once its error has arrived, even though nobody wants it any more.")

            #expect(Shown(viewModel.state) == .loaded(Shelf.secondTitles), "the older of two overlapping loads failed after the newer one had succeeded, and its error replaced good books. A fetch whose ticket is no longer the newest must not touch `state`, whether it succeeds or fails. `state` ended as \(Shown(viewModel.state)).")
        }
    }

    @Suite("Filtering")
    struct Filtering {
        @Test("filteredBooks follows the state: nothing is listed while a load runs", .receipted)
        func filteredBooksEmptyWhileLoading() async throws {
            let (viewModel, repository) = try await viewModelShowingFirstVisit()

            let reloading = Running { await viewModel.load() }
            try await repository.requireCall(1, "load() should ask the repository for books every time it is called.")
            let listedWhileLoading = viewModel.filteredBooks.map(\.title)
            repository.succeed(call: 1, with: Shelf.firstVisit)
            try await reloading.requireFinished("load() should return once the repository has answered.")

            #expect(listedWhileLoading.isEmpty, "`filteredBooks` should read the books out of `state` (`guard case .loaded(let books) = state`), so while `state` is `.loading` it lists nothing. It listed \(listedWhileLoading), which means the books are kept somewhere besides `state`.")
        }

        @Test("filteredBooks narrows the loaded books by title, ignoring case", .receipted)
        func searchNarrowsLoadedBooks() async throws {
            let (viewModel, _) = try await viewModelShowingFirstVisit()

            viewModel.searchText = "PIRAN"

            #expect(viewModel.filteredBooks.map(\.title) == ["Piranesi"], "with `searchText` \"PIRAN\", `filteredBooks` should keep only the loaded books whose title contains it, ignoring case. It listed \(viewModel.filteredBooks.map(\.title)).")
        }
    }

    @Suite("Observation")
    struct Observing {
        @Test("Changing the state tells the view to redraw", .receipted)
        func stateChangesAreObserved() async throws {
            let repository = GatedBookRepository()
            let viewModel = BookListViewModel(repository: repository)
            let counter = ChangeCounter()
            withObservationTracking {
                _ = viewModel.state
            } onChange: {
                counter.record()
            }

            let loading = Running { await viewModel.load() }
            try await repository.requireCall(0, "load() should ask the repository for books through `fetchBooks()`.")
            let noticed = counter.changes
            repository.succeed(call: 0, with: Shelf.firstVisit)
            try await loading.requireFinished("load() should return once the repository has answered.")

            #expect(noticed > 0, "the view reads `state`; keep `@Observable` on `BookListViewModel` so that moving to `.loading` redraws the screen.")
        }
    }
}
