#if canImport(SwiftUI)
import SwiftUI

/// One book's screen. It fetches the book through its own view model, so it can be opened from
/// an id alone, and reads and changes the favourites the list keeps, so a heart set here shows
/// in the list too.
struct BookDetailView: View {
    @State private var viewModel: BookDetailViewModel
    let favourites: BookListViewModel

    init(bookID: Book.ID, repository: any BookRepository, favourites: BookListViewModel) {
        _viewModel = State(initialValue: BookDetailViewModel(bookID: bookID, repository: repository))
        self.favourites = favourites
    }

    var body: some View {
        content
            .task {
                await viewModel.load()
            }
    }

    @ViewBuilder
    private var content: some View {
        switch viewModel.state {
        case .idle, .loading:
            ProgressView("Fetching the book…")
        case .error(let message):
            ContentUnavailableView {
                Label("No book", systemImage: "book.closed")
            } description: {
                Text(message)
            } actions: {
                Button("Try again") {
                    Task { await viewModel.load() }
                }
            }
        case .loaded(let book):
            details(of: book)
        }
    }

    private func details(of book: Book) -> some View {
        let isFavourite = favourites.isFavourite(book)
        return VStack(spacing: 12) {
            Text(book.title)
                .font(.largeTitle)
            Text("by \(book.author.name)")
                .foregroundStyle(.secondary)
            Text("\(book.pageCount) pages")
            Button {
                favourites.toggleFavourite(book)
            } label: {
                Label(isFavourite ? "Remove from favourites" : "Add to favourites",
                      systemImage: isFavourite ? "heart.slash" : "heart")
            }
            .buttonStyle(.bordered)
        }
        .navigationTitle(book.title)
    }
}

#Preview {
    let repository = SimulatedBookRepository()
    NavigationStack {
        BookDetailView(bookID: SampleBooks.all[0].id, repository: repository, favourites: BookListViewModel(repository: repository))
    }
}
#endif
