#if canImport(SwiftUI)
import SwiftUI

/// The book list. It switches over the view model's one `state`, so every case gets a screen
/// and the compiler points out a case nobody drew.
struct BookListView: View {
    @State private var viewModel = BookListViewModel()

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

#Preview {
    BookListView()
}
#endif
