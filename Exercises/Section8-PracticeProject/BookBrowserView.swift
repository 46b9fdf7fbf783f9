#if canImport(SwiftUI)
import SwiftUI

// The whole book browser in one view. It pretends to fetch the catalogue, filters it as you
// type, remembers your favourites and draws every screen. Refactor it without changing what
// the user sees. The hidden tests compile once every name below exists: create them first as
// shells, then run `swift run sherpa check section-8` after each step you move.
//
// TODO: 0. Plan before you move code: read "Sketch your layers first" in
//          guide/section-8-practice-project.md, draw your types and the arrows between them, and
//          answer the design question in `swift run sherpa quiz section-8`. The design is yours;
//          only the names below are fixed, because the hidden tests (and your own tests, which
//          also run against planted bugs) call them.
// TODO: 1. An author is more than a string: `Author`, made with `Author(name:)`, and `book.author.name`.
// TODO: 2. The screens stop caring where books come from. `BookRepository` is what they fetch
//          through: `fetchBooks()` and `fetchBook(id:)`, both `async throws`. Two sources:
//          `SimulatedBookRepository`, the pretend server moved out of this view (a test writes
//          `SimulatedBookRepository(delay: .zero, isOffline: true)`, and with no arguments it
//          waits as long as this view does today and is online; offline it throws
//          `CatalogueOutage`, and an unknown id throws too), and `RemoteBookRepository()`, the
//          course API at https://api.bookbrowser.example (`/books`, `/books/<id>`; snake_case
//          JSON whose author is an object with a `name`). A refused or unreadable reply becomes an
//          error a person can read.
// TODO: 3. One value says where a fetching screen is: `LoadingState`, with the cases `.idle`,
//          `.loading`, `.loaded(_)` and `.error(message)`, comparable with `==` in tests.
// TODO: 4. The list screen's logic can be tested without a screen: `BookListViewModel(repository:)`,
//          or `BookListViewModel()` for the simulated source, exposes `state`, `searchText`, `filteredBooks`, `load()`, `favourites`,
//          `isFavourite(_:)` and `toggleFavourite(_:)`. Only the view model changes its state.
// TODO: 5. The detail screen loads its own book from an id: `BookDetailViewModel(bookID:repository:)`
//          with `state` and `load()`; "Try again" calls `load()` again.
// TODO: 6. `BookBrowserView()` still shows the same texts and buttons, and
//          `BookBrowserView(repository:)` is the one place that picks the source for both screens.
//          Views only draw and forward taps.
// TODO: 7. Your tests, in Tests/, for both view models.

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
