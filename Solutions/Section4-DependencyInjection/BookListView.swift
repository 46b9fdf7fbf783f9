#if canImport(SwiftUI)
import SwiftUI

/// The book list screen. It takes its repository from the environment, so whoever assembles
/// the app decides where the books come from, and the screen itself never names one.
struct BookListView: View {
    @Environment(\.bookRepository) private var repository
    // Built on first appearance: the environment can't be read before the view is on screen.
    @State private var viewModel: BookListViewModel?

    var body: some View {
        NavigationStack {
            Group {
                if let viewModel {
                    BookListContent(viewModel: viewModel)
                } else {
                    ProgressView()
                }
            }
            .navigationTitle("Books")
        }
        .task {
            let model = viewModel ?? BookListViewModel(repository: repository)
            viewModel = model
            await model.load()
        }
    }
}

/// The list itself, once there is a view model to draw.
private struct BookListContent: View {
    @Bindable var viewModel: BookListViewModel

    var body: some View {
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
        .searchable(text: $viewModel.searchText)
        .refreshable { await viewModel.load() }
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

// The preview injects a repository of its own through the environment, as the section teaches,
// so the canvas shows books without a server.
#Preview("Sample books") {
    NavigationStack {
        BookListView()
    }
    .environment(\.bookRepository, PreviewBookRepository())
}

/// Two books held in memory, for the preview.
private struct PreviewBookRepository: BookRepository {
    let books = [
        Book(id: UUID(), title: "A Wizard of Earthsea", author: "Ursula K. Le Guin", pageCount: 183, coverURL: nil),
        Book(id: UUID(), title: "Piranesi", author: "Susanna Clarke", pageCount: 272, coverURL: nil),
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
