#if canImport(SwiftUI)
import SwiftUI

/// The root screen: the catalogue, with every other screen pushed above it through the router.
/// The app owns the router (so an incoming link can reach it) and hands it in.
struct BookListView: View {
    @Bindable var router: NavigationRouter
    var library: Library = .sample

    var body: some View {
        NavigationStack(path: $router.path) {
            List(library.books) { book in
                // The link only names where to go; the destination below decides what to show.
                NavigationLink(value: Route.book(id: book.id)) {
                    VStack(alignment: .leading) {
                        Text(book.title)
                        Text(book.author.name)
                            .font(.caption)
                    }
                }
            }
            .navigationTitle("Books")
            .navigationDestination(for: Route.self) { route in
                screen(for: route)
            }
        }
    }

    @ViewBuilder
    private func screen(for route: Route) -> some View {
        switch route {
        case .book(let id):
            if let book = library.book(withID: id) {
                BookDetailView(book: book, router: router)
            } else {
                ContentUnavailableView("No such book", systemImage: "book.closed")
            }
        case .author(let id):
            if let author = library.author(withID: id) {
                AuthorDetailView(author: author, books: library.books(by: author), router: router)
            } else {
                ContentUnavailableView("No such author", systemImage: "person.slash")
            }
        }
    }
}

#Preview {
    BookListView(router: NavigationRouter(), library: .sample)
}
#endif
