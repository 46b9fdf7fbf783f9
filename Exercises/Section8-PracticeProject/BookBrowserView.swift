#if canImport(SwiftUI)
import SwiftUI

// The whole book browser in one view. It pretends to fetch the catalogue, filters it as you
// type, remembers your favourites and draws every screen. Refactor it without changing what
// the user sees. Run `swift run sherpa check section-8` after each step.
//
// TODO: 0. Plan before you move code. Read "Sketch your layers first" in
//          guide/section-8-practice-project.md, draw the types and the arrows between them,
//          and answer the design question in `swift run sherpa quiz section-8`. The names
//          below are the ones the hidden tests use; your sketch should arrive at the same shape.
// TODO: 1. Models. Give the author a type of its own, `struct Author: Hashable, Codable` with
//          `let name: String`, in Author.swift, and make `Book.author` an `Author` (rows and
//          the detail screen show `author.name`; SampleBooks writes `Author(name: "…")`).
// TODO: 2. Repository. Declare `protocol BookRepository` with `func fetchBooks() async throws
//          -> [Book]` and `func fetchBook(id: Book.ID) async throws -> Book`. Move the pretend
//          server into `struct SimulatedBookRepository: BookRepository` with
//          `var delay: Duration = .milliseconds(800)` and `var isOffline = false`, so a test can
//          write `SimulatedBookRepository(delay: .zero, isOffline: true)`; its `fetchBook(id:)`
//          throws for an id it does not know. Keep `CatalogueOutage` and its message.
//          Beside it, `struct RemoteBookRepository: BookRepository`, made with
//          `RemoteBookRepository()`, fetches the course API through `URLSession.shared`:
//          `GET https://api.bookbrowser.example/books` for the list and `/books/<id>` for one
//          book, JSON with snake_case keys such as `{"id": "…", "title": "…",
//          "author": {"name": "…"}, "page_count": 412}`. A failed status or an unreadable
//          reply throws an error whose message the user can read.
// TODO: 3. Loading state. Add `enum LoadingState<Value>` with `idle`, `loading`, `loaded(Value)`
//          and `error(String)`, to replace `books`, `isLoading` and `errorMessage`. Make it
//          `Equatable` when `Value` is, so tests can write `viewModel.state == .loading`.
// TODO: 4. List view model. Add `@Observable final class BookListViewModel` with
//          `init(repository: any BookRepository = SimulatedBookRepository())`,
//          `private(set) var state: LoadingState<[Book]>`, `var searchText`, `var filteredBooks`,
//          `func load() async`, `private(set) var favourites: Set<Book.ID>`,
//          `func isFavourite(_ book: Book) -> Bool` and `func toggleFavourite(_ book: Book)`.
// TODO: 5. Detail view model. Add `@Observable final class BookDetailViewModel` with
//          `init(bookID: Book.ID, repository: any BookRepository = SimulatedBookRepository())`,
//          `private(set) var state: LoadingState<Book>` and `func load() async`, which fetches
//          that one book; its error screen's "Try again" button calls `load()` again.
// TODO: 6. Views. Keep `BookBrowserView()` as the root screen with the same texts and buttons,
//          and add `init(repository: any BookRepository = SimulatedBookRepository())`: the one
//          place the app chooses its server, handed to both view models. Rows push a route
//          that carries the book's id (as in section 5); the detail screen gets a file of its
//          own, owns its `BookDetailViewModel`, shows a spinner, the book, or the error with
//          "Try again", and toggles the list view model's favourites.
// TODO: 7. Tests. Write yours in Tests/, for both view models.

/// What the user reads when the pretend server is down.
struct CatalogueOutage: LocalizedError {
    var errorDescription: String? {
        "The library catalogue is unavailable right now. Please try again in a moment."
    }
}

struct BookBrowserView: View {
    @State private var books: [Book] = []
    @State private var isLoading = false
    @State private var errorMessage: String?
    @State private var query = ""
    @State private var favouriteIDs: Set<UUID> = []

    /// How long the pretend server takes to answer: long enough to see the spinner.
    private let simulatedDelay: Duration = .milliseconds(800)
    /// Set to true to see the error screen while working on it.
    private let simulateOutage = false

    /// Books whose title or author contains the search text, whatever the letter case.
    private var matchingBooks: [Book] {
        let needle = query.trimmingCharacters(in: .whitespacesAndNewlines)
        if needle.isEmpty {
            return books
        }
        var matches: [Book] = []
        for book in books {
            if book.title.localizedCaseInsensitiveContains(needle)
                || book.author.localizedCaseInsensitiveContains(needle) {
                matches.append(book)
            }
        }
        return matches
    }

    var body: some View {
        NavigationStack {
            screen
                .navigationTitle("Library")
                .searchable(text: $query, prompt: "Title or author")
                .navigationDestination(for: Book.self) { book in
                    detail(of: book)
                }
                .task {
                    await fetchCatalogue()
                }
        }
    }

    @ViewBuilder
    private var screen: some View {
        if isLoading {
            ProgressView("Fetching the catalogue…")
        } else if let errorMessage {
            ContentUnavailableView {
                Label("No catalogue", systemImage: "books.vertical")
            } description: {
                Text(errorMessage)
            } actions: {
                Button("Try again") {
                    Task { await fetchCatalogue() }
                }
            }
        } else if matchingBooks.isEmpty && !query.isEmpty {
            ContentUnavailableView.search(text: query)
        } else {
            List(matchingBooks) { book in
                NavigationLink(value: book) {
                    HStack {
                        VStack(alignment: .leading, spacing: 4) {
                            Text(book.title)
                                .font(.headline)
                            Text(book.author)
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                        }
                        Spacer()
                        if favouriteIDs.contains(book.id) {
                            Image(systemName: "heart.fill")
                                .foregroundStyle(.pink)
                        }
                    }
                }
                .swipeActions {
                    Button(favouriteIDs.contains(book.id) ? "Unfavourite" : "Favourite", systemImage: "heart") {
                        flipFavourite(book)
                    }
                    .tint(.pink)
                }
            }
        }
    }

    private func detail(of book: Book) -> some View {
        let isFavourite = favouriteIDs.contains(book.id)
        return VStack(spacing: 12) {
            Text(book.title)
                .font(.largeTitle)
            Text("by \(book.author)")
                .foregroundStyle(.secondary)
            Text("\(book.pageCount) pages")
            Button {
                flipFavourite(book)
            } label: {
                Label(isFavourite ? "Remove from favourites" : "Add to favourites",
                      systemImage: isFavourite ? "heart.slash" : "heart")
            }
            .buttonStyle(.bordered)
        }
        .navigationTitle(book.title)
    }

    private func fetchCatalogue() async {
        isLoading = true
        errorMessage = nil
        do {
            try await Task.sleep(for: simulatedDelay)
            if simulateOutage {
                throw CatalogueOutage()
            }
            books = SampleBooks.all
        } catch {
            books = []
            errorMessage = error.localizedDescription
        }
        isLoading = false
    }

    private func flipFavourite(_ book: Book) {
        if favouriteIDs.contains(book.id) {
            favouriteIDs.remove(book.id)
        } else {
            favouriteIDs.insert(book.id)
        }
    }
}

#Preview {
    BookBrowserView()
}
#endif
