#if canImport(SwiftUI)
import SwiftUI

/// The book list. It switches over the view model's one `state`, so every case gets a screen
/// and the compiler points out a case nobody drew.
struct BookListView: View {
    @State private var viewModel: BookListViewModel

    /// The app shows the course API's books; a preview passes a view model over books of its own.
    init(viewModel: BookListViewModel = BookListViewModel()) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        NavigationStack {
            content
                .navigationTitle("Books")
                .searchable(text: $viewModel.searchText)
                .task {
                    await viewModel.load()
                }
        }
    }

    @ViewBuilder
    private var content: some View {
        switch viewModel.state {
        case .idle:
            Color.clear
        case .loading:
            ProgressView("Fetching the catalogue…")
        case .loaded:
            List {
                if let problem = viewModel.refreshError {
                    Label(problem, systemImage: "exclamationmark.arrow.circlepath")
                }
                ForEach(viewModel.filteredBooks) { book in
                    VStack(alignment: .leading) {
                        Text(book.title)
                        Text(book.author)
                            .font(.caption)
                    }
                }
            }
            // Pull-to-refresh keeps the list on screen; SwiftUI draws its own spinner meanwhile.
            .refreshable {
                await viewModel.refresh()
            }
        case .error(let message):
            ContentUnavailableView {
                Label("Couldn't load books", systemImage: "wifi.exclamationmark")
            } description: {
                Text(message)
            } actions: {
                Button {
                    Task { await viewModel.retry() }
                } label: {
                    Text("Try again")
                }
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
