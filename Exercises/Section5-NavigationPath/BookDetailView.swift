#if canImport(SwiftUI)
import SwiftUI

/// One book, with a way on to its author.
struct BookDetailView: View {
    let book: Book
    let library: Library

    // TODO: Going on to the author should be a request to the router (`push(.author(id:))`),
    // not an author screen built inside this one.
    var body: some View {
        List {
            Text(book.title)
                .font(.title)
            Text(String(book.pageCount) + " pages")
            NavigationLink {
                AuthorDetailView(author: book.author, library: library)
            } label: {
                Label("More by " + book.author.name, systemImage: "person")
            }
        }
        .navigationTitle(book.title)
    }
}

#Preview {
    NavigationStack {
        BookDetailView(book: Library.sample.books[0], library: .sample)
    }
}
#endif
