#if canImport(SwiftUI)
import SwiftUI

// TODO: Book feature: move to BookFeature/. RootView, in the app module, creates this screen
// with `BookListView(viewModel:)`. A public struct's memberwise initializer and its members
// stay internal: what does RootView need to be public?

/// The book screen: draws the view model's state and forwards the search text.
struct BookListView: View {
    @Bindable var viewModel: BookListViewModel

    var body: some View {
        content
            .navigationTitle("Books")
            .searchable(text: $viewModel.searchText)
            .task {
                await viewModel.load()
            }
    }

    @ViewBuilder
    private var content: some View {
        switch viewModel.state {
        case .idle, .loading:
            ProgressView("Fetching books…")
        case .loaded:
            List(viewModel.visibleBooks) { book in
                NavigationLink {
                    BookDetailView(book: book)
                } label: {
                    VStack(alignment: .leading) {
                        Text(book.title)
                        Text(BookFormatting.byline(for: book))
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                }
            }
        case .error(let message):
            ContentUnavailableView("Couldn't load books", systemImage: "books.vertical", description: Text(message))
        }
    }
}

#Preview {
    NavigationStack {
        BookListView(viewModel: BookListViewModel(repository: BookAssembly.sampleRepository()))
    }
}
#endif
