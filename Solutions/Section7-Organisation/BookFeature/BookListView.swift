#if canImport(SwiftUI)
import SwiftUI

/// The book screen the app shows. Public, with a public `init` and `body`: a public type's
/// members are internal unless they say otherwise.
public struct BookListView: View {
    @Bindable private var viewModel: BookListViewModel

    public init(viewModel: BookListViewModel) {
        self.viewModel = viewModel
    }

    public var body: some View {
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
