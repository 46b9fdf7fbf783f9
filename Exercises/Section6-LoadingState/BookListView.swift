#if canImport(SwiftUI)
import SwiftUI

/// The book list, drawn from three separate flags.
struct BookListView: View {
    @State private var viewModel = BookListViewModel()

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

#Preview {
    BookListView()
}
#endif
