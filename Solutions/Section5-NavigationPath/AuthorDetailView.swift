#if canImport(SwiftUI)
import SwiftUI

/// One author and their books. From here a reader can go deeper or jump straight back to the list.
struct AuthorDetailView: View {
    let author: Author
    let books: [Book]
    let router: NavigationRouter

    var body: some View {
        List {
            Text("Born in " + String(author.bornIn))
            ForEach(books) { book in
                NavigationLink(value: Route.book(id: book.id)) {
                    Text(book.title)
                }
            }
            Button {
                router.popToRoot()
            } label: {
                Label("Back to all books", systemImage: "books.vertical")
            }
        }
        .navigationTitle(author.name)
    }
}

#Preview {
    let library = Library.sample
    let author = library.books[0].author
    NavigationStack {
        AuthorDetailView(author: author, books: library.books.filter { $0.author == author }, router: NavigationRouter())
    }
}
#endif
