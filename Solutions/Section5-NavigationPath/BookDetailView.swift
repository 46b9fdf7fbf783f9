#if canImport(SwiftUI)
import SwiftUI

/// One book. Moving on to its author is a request to the router, not a view built in place.
struct BookDetailView: View {
    let book: Book
    let router: NavigationRouter

    var body: some View {
        List {
            Text(book.title)
                .font(.title)
            Text(String(book.pageCount) + " pages")
            Button {
                router.push(.author(id: book.author.id))
            } label: {
                Label("More by " + book.author.name, systemImage: "person")
            }
        }
        .navigationTitle(book.title)
    }
}

#Preview {
    NavigationStack {
        BookDetailView(book: Library.sample.books[0], router: NavigationRouter())
    }
}
#endif
