import Foundation
import Testing
@testable import SherpaCore
@testable import SherpaRunner
@testable import SherpaGrading
import SherpaTestSupport

/// The bar, on section 8 hand-ins written by hand: three learners solve the practice
/// project independently (ada, ben, cleo), and dan hands in ben's work with every name changed,
/// members and harmless statements reordered and the comments rewritten. Every hand-in also
/// carries the starter's unchanged files and code moved out of the starter's view.
@Suite("Similarity: the bar on section 8 hand-ins")
struct SimilarityBarTests {
    static let starterFolder = SherpaProcess.repositoryRoot.appendingPathComponent("Exercises/Section8-PracticeProject")

    /// The starter's own files, as every learner hands them back.
    static func untouchedStarterFiles() throws -> [SourceFile] {
        try ["Book.swift", "SampleBooks.swift"].map { name in
            SourceFile(path: name, text: try String(contentsOf: starterFolder.appendingPathComponent(name), encoding: .utf8))
        }
    }

    /// The starter's error type and detail screen, moved out of the monolith nearly unchanged.
    static let movedFromStarter = SourceFile(path: "BookDetailView.swift", text: """
        #if canImport(SwiftUI)
        import SwiftUI

        struct CatalogueOutage: LocalizedError {
            var errorDescription: String? {
                "The library catalogue is unavailable right now. Please try again in a moment."
            }
        }

        struct BookDetailView: View {
            let book: Book
            let isFavourite: Bool
            let onToggleFavourite: () -> Void

            var body: some View {
                VStack(spacing: 12) {
                    Text(book.title)
                        .font(.largeTitle)
                    Text("by \\(book.author)")
                        .foregroundStyle(.secondary)
                    Text("\\(book.pageCount) pages")
                    Button {
                        onToggleFavourite()
                    } label: {
                        Label(isFavourite ? "Remove from favourites" : "Add to favourites",
                              systemImage: isFavourite ? "heart.slash" : "heart")
                    }
                    .buttonStyle(.bordered)
                }
                .navigationTitle(book.title)
            }
        }
        #endif
        """)

    static let ada: [SourceFile] = [
        SourceFile(path: "LoadingState.swift", text: """
            enum LoadingState<Value> {
                case idle
                case loading
                case loaded(Value)
                case error(String)
            }

            extension LoadingState: Equatable where Value: Equatable {}
            """),
        SourceFile(path: "BookRepository.swift", text: """
            protocol BookRepository {
                func fetchBooks() async throws -> [Book]
            }

            struct SimulatedBookRepository: BookRepository {
                var delay: Duration = .milliseconds(800)
                var isOffline = false

                func fetchBooks() async throws -> [Book] {
                    try await Task.sleep(for: delay)
                    guard !isOffline else { throw CatalogueOutage() }
                    return SampleBooks.all
                }
            }
            """),
        SourceFile(path: "BookListViewModel.swift", text: """
            import Foundation
            import Observation

            // Holds the list screen's state; views read it and call its methods.
            @Observable
            final class BookListViewModel {
                private(set) var state: LoadingState<[Book]> = .idle
                private(set) var favourites: Set<Book.ID> = []
                var searchText = ""
                private let repository: any BookRepository

                init(repository: any BookRepository = SimulatedBookRepository()) {
                    self.repository = repository
                }

                var filteredBooks: [Book] {
                    guard case .loaded(let books) = state else { return [] }
                    let needle = searchText.trimmingCharacters(in: .whitespacesAndNewlines)
                    if needle.isEmpty { return books }
                    return books.filter {
                        $0.title.localizedCaseInsensitiveContains(needle) || $0.author.localizedCaseInsensitiveContains(needle)
                    }
                }

                func load() async {
                    state = .loading
                    let fetched: [Book]
                    do {
                        fetched = try await repository.fetchBooks()
                    } catch {
                        state = .error(error.localizedDescription)
                        return
                    }
                    state = .loaded(fetched)
                }

                func isFavourite(_ book: Book) -> Bool {
                    favourites.contains(book.id)
                }

                func toggleFavourite(_ book: Book) {
                    if favourites.contains(book.id) {
                        favourites.remove(book.id)
                    } else {
                        favourites.insert(book.id)
                    }
                }
            }
            """),
    ]

    static let ben: [SourceFile] = [
        SourceFile(path: "Loading/LoadingState.swift", text: """
            /// Exactly one of these at a time.
            enum LoadingState<Value> {
                case idle, loading
                case loaded(Value)
                case error(String)

                var value: Value? {
                    if case .loaded(let value) = self { return value }
                    return nil
                }
            }

            extension LoadingState: Equatable where Value: Equatable {}
            """),
        SourceFile(path: "Data/BookRepository.swift", text: """
            import Foundation

            protocol BookRepository: Sendable {
                func fetchBooks() async throws -> [Book]
            }

            /// Stands in for a server: waits, then answers or fails.
            struct SimulatedBookRepository: BookRepository {
                var delay: Duration = .milliseconds(800)
                var isOffline = false

                func fetchBooks() async throws -> [Book] {
                    if delay > .zero {
                        try await Task.sleep(for: delay)
                    }
                    if isOffline {
                        throw CatalogueOutage()
                    }
                    return SampleBooks.all
                }
            }
            """),
        SourceFile(path: "Features/BookListViewModel.swift", text: """
            import Foundation
            import Observation

            /// Everything the book list shows, and every action it offers.
            @Observable
            @MainActor
            final class BookListViewModel {
                var searchText: String = ""
                private(set) var state: LoadingState<[Book]>
                private(set) var favourites: Set<Book.ID>
                private let repository: any BookRepository
                private var loadCount = 0

                init(repository: any BookRepository = SimulatedBookRepository()) {
                    self.repository = repository
                    self.state = .idle
                    self.favourites = []
                }

                /// Title or author match, case-insensitive; blanks around the query are ignored.
                var filteredBooks: [Book] {
                    let all = state.value ?? []
                    let query = searchText.trimmingCharacters(in: .whitespaces).lowercased()
                    guard query.count > 0 else { return all }
                    var result: [Book] = []
                    for book in all where matches(book, query) {
                        result.append(book)
                    }
                    return result
                }

                private func matches(_ book: Book, _ query: String) -> Bool {
                    let title = book.title.lowercased()
                    let author = book.author.lowercased()
                    return title.contains(query) || author.contains(query)
                }

                func load() async {
                    loadCount += 1
                    let attempt = loadCount
                    state = .loading
                    let outcome: LoadingState<[Book]>
                    do {
                        outcome = .loaded(try await repository.fetchBooks())
                    } catch let failure {
                        outcome = .error(failure.localizedDescription)
                    }
                    // A slower, older load must not overwrite a newer one.
                    if attempt == loadCount {
                        state = outcome
                    }
                }

                func isFavourite(_ book: Book) -> Bool {
                    return favourites.contains(book.id)
                }

                func toggleFavourite(_ book: Book) {
                    switch favourites.contains(book.id) {
                    case true:
                        favourites.remove(book.id)
                    case false:
                        favourites.insert(book.id)
                    }
                }

                var favouriteCount: Int {
                    favourites.count
                }

                func clearSearch() {
                    searchText = ""
                }
            }
            """),
    ]

    /// Ben's work with every name changed, members and independent statements reordered, and
    /// new comments: the copy the report must put first.
    static let dan: [SourceFile] = [
        SourceFile(path: "State/Phase.swift", text: """
            // The screen is always in one of these.
            enum LoadingState<Payload> {
                case idle, loading
                case loaded(Payload)
                case error(String)

                // Handy for reading the result without a switch.
                var payload: Payload? {
                    if case .loaded(let payload) = self { return payload }
                    return nil
                }
            }

            extension LoadingState: Equatable where Payload: Equatable {}
            """),
        SourceFile(path: "Services/Catalogue.swift", text: """
            import Foundation

            protocol BookRepository: Sendable {
                func fetchBooks() async throws -> [Book]
            }

            // Fake backend used by the app and previews.
            struct SimulatedBookRepository: BookRepository {
                var isOffline = false
                var delay: Duration = .milliseconds(800)

                func fetchBooks() async throws -> [Book] {
                    if delay > .zero {
                        try await Task.sleep(for: delay)
                    }
                    if isOffline {
                        throw CatalogueOutage()
                    }
                    return SampleBooks.all
                }
            }
            """),
        SourceFile(path: "Screens/LibraryModel.swift", text: """
            import Foundation
            import Observation

            // View model for the library list (search + favourites).
            @Observable
            @MainActor
            final class BookListViewModel {
                private(set) var state: LoadingState<[Book]>
                var searchText: String = ""
                private(set) var favourites: Set<Book.ID>
                private var generation = 0
                private let source: any BookRepository

                init(repository: any BookRepository = SimulatedBookRepository()) {
                    self.source = repository
                    self.state = .idle
                    self.favourites = []
                }

                func isFavourite(_ item: Book) -> Bool {
                    return favourites.contains(item.id)
                }

                func toggleFavourite(_ item: Book) {
                    switch favourites.contains(item.id) {
                    case true:
                        favourites.remove(item.id)
                    case false:
                        favourites.insert(item.id)
                    }
                }

                func load() async {
                    generation += 1
                    let ticket = generation
                    state = .loading
                    let result: LoadingState<[Book]>
                    do {
                        result = .loaded(try await source.fetchBooks())
                    } catch let problem {
                        result = .error(problem.localizedDescription)
                    }
                    // ignore stale responses
                    if ticket == generation {
                        state = result
                    }
                }

                var filteredBooks: [Book] {
                    let everything = state.payload ?? []
                    let term = searchText.trimmingCharacters(in: .whitespaces).lowercased()
                    guard term.count > 0 else { return everything }
                    var hits: [Book] = []
                    for candidate in everything where isMatch(candidate, term) {
                        hits.append(candidate)
                    }
                    return hits
                }

                private func isMatch(_ candidate: Book, _ term: String) -> Bool {
                    let writer = candidate.author.lowercased()
                    let heading = candidate.title.lowercased()
                    return heading.contains(term) || writer.contains(term)
                }

                func clearSearch() {
                    searchText = ""
                }

                var favouriteCount: Int {
                    favourites.count
                }
            }
            """),
    ]

    static let cleo: [SourceFile] = [
        SourceFile(path: "BookListViewModel.swift", text: """
            import Foundation
            import Observation

            enum LoadingState<Value>: CustomStringConvertible {
                case idle
                case loading
                case loaded(Value)
                case error(String)

                var description: String {
                    switch self {
                    case .idle: "idle"
                    case .loading: "loading"
                    case .loaded: "loaded"
                    case .error(let message): "error: \\(message)"
                    }
                }
            }

            extension LoadingState: Equatable where Value: Equatable {}

            protocol BookRepository {
                func fetchBooks() async throws -> [Book]
            }

            struct SimulatedBookRepository: BookRepository {
                var delay = Duration.milliseconds(800)
                var isOffline = false

                func fetchBooks() async throws -> [Book] {
                    try await Task.sleep(for: delay)
                    return try isOffline ? { throw CatalogueOutage() }() : SampleBooks.all
                }
            }

            @Observable final class BookListViewModel {
                var searchText = ""
                private(set) var state = LoadingState<[Book]>.idle
                private(set) var favourites = Set<Book.ID>()
                @ObservationIgnored private let repository: any BookRepository

                init(repository: any BookRepository = SimulatedBookRepository()) { self.repository = repository }

                var filteredBooks: [Book] {
                    switch state {
                    case .loaded(let books):
                        let words = searchText.split(separator: " ").map(String.init)
                        return words.isEmpty ? books : books.filter { book in
                            words.allSatisfy { word in
                                [book.title, book.author].contains { $0.range(of: word, options: .caseInsensitive) != nil }
                            }
                        }
                    case .idle, .loading, .error:
                        return []
                    }
                }

                func load() async {
                    state = .loading
                    state = await Result { try await repository.fetchBooks() }
                        .map(LoadingState.loaded)
                        .mapError { $0 }
                        .reduce()
                }

                func isFavourite(_ book: Book) -> Bool { favourites.contains(book.id) }

                func toggleFavourite(_ book: Book) {
                    favourites.formSymmetricDifference([book.id])
                }
            }

            private extension Result where Success == LoadingState<[Book]> {
                init(catching body: () async throws -> [Book]) async {
                    do { self = .success(.loaded(try await body())) } catch { self = .failure(error) }
                }

                func reduce() -> LoadingState<[Book]> {
                    switch self {
                    case .success(let state): state
                    case .failure(let error): .error(error.localizedDescription)
                    }
                }
            }
            """),
    ]

    static func handIns() throws -> [String: [SourceFile]] {
        let shared = try untouchedStarterFiles() + [movedFromStarter]
        return ["ada": shared + ada, "ben": shared + ben, "cleo": shared + cleo, "dan": shared + dan]
    }

    static func starter() -> [SourceFile] {
        SimilarityDetector.sources(in: starterFolder)
    }

    @Test("the renamed, reordered and re-commented copy is the top pair")
    func copyIsTopPair() throws {
        let pairs = SimilarityDetector().pairs(try Self.handIns(), starter: Self.starter())
        let top = try #require(pairs.first)
        #expect([top.first, top.second] == ["ben", "dan"])
    }

    @Test("independently written solutions that share only the starter are not flagged")
    func independentSolutionsAreNotFlagged() throws {
        let pairs = SimilarityDetector().pairs(try Self.handIns(), starter: Self.starter())
        #expect(pairs.map { "\($0.first)+\($0.second)" } == ["ben+dan"])
    }

    @Test("without excluding the starter, the shared starter files alone would look alike")
    func starterExclusionIsWhatKeepsIndependentWorkApart() throws {
        let detector = SimilarityDetector()
        let withStarter = detector.pairs(try Self.handIns(), starter: Self.starter())
        let withoutStarter = detector.pairs(try Self.handIns(), starter: [])
        #expect(withoutStarter.count > withStarter.count)
    }
}
