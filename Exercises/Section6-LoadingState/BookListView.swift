#if canImport(SwiftUI)
import SwiftUI

/// The book list, drawn from three separate flags.
struct BookListView: View {
    @State private var viewModel: BookListViewModel

    /// The app shows the course API's books; a preview passes a view model over books of its own.
    init(viewModel: BookListViewModel = BookListViewModel()) {
        _viewModel = State(initialValue: viewModel)
    }

    // TODO: Once the view model has a single `state`, replace this if/else chain with a
    // `switch viewModel.state` that draws every case: nothing for `.idle`, a spinner for
    // `.loading`, the list for `.loaded`, and for `.error` a message with a button that calls
    // `retry()`. Add `.refreshable` to the list so pulling it down calls `refresh()`.
    var body: some View {
        NavigationStack {
            Group {
                if viewModel.isLoading {
                    ProgressView("Fetching the catalogue…")
                } else if let message = viewModel.errorMessage {
                    ContentUnavailableView("Couldn't load books", systemImage: "wifi.exclamationmark", description: Text(message))
                } else {
                    List(viewModel.filteredBooks) { book in
                        VStack(alignment: .leading) {
                            Text(book.title)
                            Text(book.author)
                                .font(.caption)
                        }
                    }
                }
            }
            .navigationTitle("Books")
            .searchable(text: $viewModel.searchText)
            .task {
                await viewModel.load()
            }
        }
    }
}

// The canvas draws from books held in memory: the course API's host does not resolve, so
// the default repository would only ever show the offline message here.
#Preview {
    BookListView(viewModel: BookListViewModel(repository: PreviewBookRepository()))
}

/// Three books in memory, answered at once, for the preview.
private struct PreviewBookRepository: BookRepository {
    let books = [
        Book(id: UUID(), title: "The Left Hand of Darkness", author: "Ursula K. Le Guin", pageCount: 304),
        Book(id: UUID(), title: "Kindred", author: "Octavia E. Butler", pageCount: 264),
        Book(id: UUID(), title: "Piranesi", author: "Susanna Clarke", pageCount: 272),
    ]

    func fetchBooks() async throws -> [Book] {
        books
    }
}
#endif
