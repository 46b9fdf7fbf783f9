#if canImport(SwiftUI)
import SwiftUI

/// The book list screen: it draws what `BookListViewModel` holds and forwards what the user does.
struct BookListView: View {
    // TODO: Once the view model takes its repository through `init(repository:)`, read the
    // repository from the environment here (`@Environment`) and hand it to the view model,
    // so that whoever assembles the app decides where the books come from.
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

/// One line of the list: the title, then who wrote it and how long it is.
private struct BookRow: View {
    let book: Book

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(book.title)
                .font(.headline)
            Text("\(book.author), \(book.pageCount) pages")
                .foregroundStyle(.secondary)
        }
    }
}

// Until the list reads its repository from the environment (the TODO above), nothing can hand
// it other books, so the preview answers the network instead: `PreviewServer` replies with
// three books from memory. The solution's preview injects a repository, the section's point.
#Preview {
    let _ = PreviewServer.start()
    BookListView()
}
#endif
