#if canImport(SwiftUI)
import SwiftUI

/// The list of books. Since section 2 it only draws what `BookListViewModel` holds.
struct BookListView: View {
    @State private var viewModel = BookListViewModel()

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

// Until the view model fetches through `BookRepository`, nothing can hand this list other
// books, so the preview answers the network instead: `PreviewServer` replies to the view
// model's request with three books from memory. The solution's preview injects a repository.
#Preview {
    let _ = PreviewServer.start()
    BookListView()
}
#endif
