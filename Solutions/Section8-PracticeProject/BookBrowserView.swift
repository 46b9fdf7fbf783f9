#if canImport(SwiftUI)
import SwiftUI

/// The app's root screen. It owns the view model, switches over its loading state and forwards
/// every tap; searching, favourites and fetching all happen in `BookListViewModel`.
struct BookBrowserView: View {
    @State private var viewModel = BookListViewModel()

    var body: some View {
        NavigationStack {
            screen
                .navigationTitle("Library")
                .searchable(text: $viewModel.searchText, prompt: "Title or author")
                .navigationDestination(for: Book.self) { book in
                    BookDetailView(book: book, isFavourite: viewModel.isFavourite(book)) {
                        viewModel.toggleFavourite(book)
                    }
                }
                .task {
                    await viewModel.load()
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
#endif
