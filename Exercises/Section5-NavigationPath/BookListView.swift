#if canImport(SwiftUI)
import SwiftUI

/// The root screen: the catalogue. Each row builds its destination view right here, inline.
struct BookListView: View {
    var library: Library = .sample

    // TODO: Nothing outside this view can see or change which screens are open, so a link like
    // bookbrowser://book/<uuid> cannot open a book, and no button can jump back to this list.
    // Take a `NavigationRouter` (see NavigationRouter.swift) so the view is made as
    // `BookListView(router:)`, bind `NavigationStack(path:)` to its `path`, make each row a
    // `NavigationLink(value:)` carrying a `Route`, and map every `Route` to its screen in one
    // `.navigationDestination(for: Route.self)`.
    var body: some View {
        NavigationStack {
            List(library.books) { book in
                NavigationLink {
                    BookDetailView(book: book, library: library)
                } label: {
                    VStack(alignment: .leading) {
                        Text(book.title)
                        Text(book.author.name)
                            .font(.caption)
                    }
                }
            }
            .navigationTitle("Books")
        }
    }
}

#Preview {
    BookListView(library: .sample)
}
#endif
