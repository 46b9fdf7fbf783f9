import Foundation
import Observation
@testable import BookBrowser

/// The suite's own repository double: it answers at once with whatever the test programmed,
/// counts its calls, records which ids were asked for, and can run a closure while the view
/// model is waiting for it.
final class ProgrammedRepository: BookRepository {
    var answer: Result<[Book], any Error>
    var duringFetch: (() -> Void)?
    private(set) var calls = 0
    private(set) var requestedIDs: [Book.ID] = []

    init(books: [Book]) {
        answer = .success(books)
    }

    init(error: any Error) {
        answer = .failure(error)
    }

    func fetchBooks() async throws -> [Book] {
        calls += 1
        duringFetch?()
        return try answer.get()
    }

    func fetchBook(id: Book.ID) async throws -> Book {
        calls += 1
        requestedIDs.append(id)
        duringFetch?()
        guard let book = try answer.get().first(where: { $0.id == id }) else {
            throw MissingFromShelf()
        }
        return book
    }
}

/// An error with words of its own, so the suite can see whose message reached the screen.
struct ReadingRoomFlooded: LocalizedError {
    var errorDescription: String? { "The reading room is flooded; come back tomorrow." }
}

/// What the double throws when asked for an id it does not hold.
struct MissingFromShelf: LocalizedError {
    var errorDescription: String? { "That book is not on the test shelf." }
}

/// Books the suite hands to the view model through `ProgrammedRepository`.
enum TestShelf {
    static let books = [
        Book(id: UUID(), title: "Beloved", author: Author(name: "Toni Morrison"), pageCount: 324),
        Book(id: UUID(), title: "Solaris", author: Author(name: "Stanisław Lem"), pageCount: 204),
        Book(id: UUID(), title: "Sula", author: Author(name: "Toni Morrison"), pageCount: 174),
    ]
    static let titles = books.map(\.title)
}

/// What the original browser showed, as pinned down from the starter: the catalogue in order,
/// and the words of the simulated outage.
enum OriginalBrowser {
    static let catalogue: [(title: String, author: String, pages: Int)] = [
        ("Dune", "Frank Herbert", 412),
        ("The Dispossessed", "Ursula K. Le Guin", 387),
        ("Kindred", "Octavia E. Butler", 264),
        ("Children of Dune", "Frank Herbert", 444),
        ("The Fifth Season", "N. K. Jemisin", 468),
        ("A Wizard of Earthsea", "Ursula K. Le Guin", 183),
        ("Station Eleven", "Emily St. John Mandel", 333),
    ]
    static let titles = catalogue.map(\.title)
    static let outageMessage = "The library catalogue is unavailable right now. Please try again in a moment."
}

/// The view model's state reduced to what the learner would see on screen, so expectations can
/// compare it and failure messages can print it in the learner's terms.
enum Screen: Equatable, CustomStringConvertible {
    case idle
    case loading
    case loaded([String])
    case error(String)
    case unknown(String)

    init(_ state: LoadingState<[Book]>) {
        // Pattern matches rather than a switch, so a LoadingState with extra cases still
        // compiles here and shows up as unknown instead of breaking the whole suite.
        if case .idle = state {
            self = .idle
        } else if case .loading = state {
            self = .loading
        } else if case .loaded(let books) = state {
            self = .loaded(books.map(\.title))
        } else if case .error(let message) = state {
            self = .error(message)
        } else {
            self = .unknown(String(describing: state))
        }
    }

    var description: String {
        switch self {
        case .idle: ".idle"
        case .loading: ".loading"
        case .loaded(let titles): ".loaded([\(titles.joined(separator: ", "))])"
        case .error(let message): ".error(\"\(message)\")"
        case .unknown(let text): text
        }
    }
}

/// The detail view model's state reduced to what the learner would see: the book's title, or
/// the loading and error cases, printed in the learner's terms.
enum DetailScreen: Equatable, CustomStringConvertible {
    case idle
    case loading
    case loaded(String)
    case error(String)
    case unknown(String)

    init(_ state: LoadingState<Book>) {
        // Pattern matches, as in `Screen`, so extra cases show up as unknown.
        if case .idle = state {
            self = .idle
        } else if case .loading = state {
            self = .loading
        } else if case .loaded(let book) = state {
            self = .loaded(book.title)
        } else if case .error(let message) = state {
            self = .error(message)
        } else {
            self = .unknown(String(describing: state))
        }
    }

    var description: String {
        switch self {
        case .idle: ".idle"
        case .loading: ".loading"
        case .loaded(let title): ".loaded(\(title))"
        case .error(let message): ".error(\"\(message)\")"
        case .unknown(let text): text
        }
    }
}

/// A view model backed by the simulated repository with no delay, already loaded.
func loadedFromSampleCatalogue() async -> BookListViewModel {
    let viewModel = BookListViewModel(repository: SimulatedBookRepository(delay: .zero))
    await viewModel.load()
    return viewModel
}

func titles(_ books: [Book]) -> [String] {
    books.map(\.title)
}

/// Records whether an observed property changed. `withObservationTracking` may call back on
/// any thread, hence the lock.
nonisolated final class ChangeFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false

    func raise() {
        lock.withLock { raised = true }
    }

    var isRaised: Bool {
        lock.withLock { raised }
    }
}
