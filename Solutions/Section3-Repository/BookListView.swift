#if canImport(SwiftUI)
import SwiftUI

/// The list of books. Since section 2 it only draws what `BookListViewModel` holds.
struct BookListView: View {
    @State private var viewModel: BookListViewModel

    /// The app shows the course API's books; a preview passes a view model over books of its own.
    init(viewModel: BookListViewModel = BookListViewModel()) {
        _viewModel = State(initialValue: viewModel)
    }

    var body: some View {
        NavigationStack {
            Group {
                if viewModel.isLoading && viewModel.books.isEmpty {
                    ProgressView()
                } else if let message = viewModel.errorMessage {
                    ContentUnavailableView(
                        "Books unavailable",
                        systemImage: "books.vertical",
                        description: Text(message)
                    )
                } else {
                    List(viewModel.filteredBooks) { book in
                        BookRow(book: book)
                    }
                }
            }
            .navigationTitle("Books")
            .searchable(text: $viewModel.searchText)
            .refreshable { await viewModel.load() }
            .task { await viewModel.load() }
        }
    }
}

/// One line of the list: title above, author and length below.
private struct BookRow: View {
    let book: Book

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(book.title)
                .font(.headline)
            Text("\(book.author) · \(book.pageCount) pages")
                .foregroundStyle(.secondary)
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

    func fetchBook(id: UUID) async throws -> Book {
        guard let book = books.first(where: { $0.id == id }) else { throw BookError.notFound }
        return book
    }
}
#endif
