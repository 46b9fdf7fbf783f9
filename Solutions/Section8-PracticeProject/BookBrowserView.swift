#if canImport(SwiftUI)
import SwiftUI

/// The app's root screen. It owns the list's view model, switches over its loading state and
/// forwards every tap; searching, favourites and fetching all happen in the view models.
struct BookBrowserView: View {
    @State private var viewModel: BookListViewModel
    /// Handed on to each detail screen, so both screens read the same server.
    private let repository: any BookRepository

    /// The one place the app chooses its server: the simulated one unless told otherwise,
    /// for example `BookBrowserView(repository: RemoteBookRepository())` for the course API.
    init(repository: any BookRepository = SimulatedBookRepository()) {
        self.repository = repository
        _viewModel = State(initialValue: BookListViewModel(repository: repository))
    }

    var body: some View {
        NavigationStack {
            screen
                .navigationTitle("Library")
                .searchable(text: $viewModel.searchText, prompt: "Title or author")
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .book(let id):
                        BookDetailView(bookID: id, repository: repository, favourites: viewModel)
                    }
                }
                .task {
                    // The list reappears after every pop from a detail screen; fetch only the
                    // first time, and leave later updates to pull-to-refresh and "Try again".
                    if case .idle = viewModel.state { await viewModel.load() }
                }
        }
    }

    @ViewBuilder
    private var screen: some View {
        switch viewModel.state {
        case .idle, .loading:
            ProgressView("Fetching the catalogue…")
        case .error(let message):
            ContentUnavailableView {
                Label("No catalogue", systemImage: "books.vertical")
            } description: {
                Text(message)
            } actions: {
                Button("Try again") {
                    Task { await viewModel.load() }
                }
            }
        case .loaded:
            if viewModel.filteredBooks.isEmpty && !viewModel.searchText.isEmpty {
                ContentUnavailableView.search(text: viewModel.searchText)
            } else {
                List(viewModel.filteredBooks) { book in
                    BookRow(book: book, isFavourite: viewModel.isFavourite(book)) {
                        viewModel.toggleFavourite(book)
                    }
                }
            }
        }
    }
}

// The simulated repository answers from memory after a short pause, so the canvas shows the
// loading state, then the books, without a server.
#Preview {
    BookBrowserView(repository: SimulatedBookRepository())
}
#endif
