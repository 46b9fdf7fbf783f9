#if canImport(SwiftUI)
import SwiftUI

/// One author and their books.
struct AuthorDetailView: View {
    let author: Author
    let library: Library

    // TODO: A reader three screens deep has to tap Back three times. Once a router owns the
    // path, add a "Back to all books" button that calls its `popToRoot()`.
    var body: some View {
        List {
            Text("Born in " + String(author.bornIn))
            ForEach(library.books(by: author)) { book in
                NavigationLink {
                    BookDetailView(book: book, library: library)
                } label: {
                    Text(book.title)
                }
            }
        }
        .navigationTitle(author.name)
    }
}

#Preview {
    NavigationStack {
        AuthorDetailView(author: Library.sample.books[0].author, library: .sample)
    }
}
#endif
