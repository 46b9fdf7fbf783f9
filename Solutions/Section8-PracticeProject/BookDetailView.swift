#if canImport(SwiftUI)
import SwiftUI

/// The detail screen. It needs no view model of its own: the book, whether it is a favourite,
/// and what to do when the button is pressed are all it is given.
struct BookDetailView: View {
    let book: Book
    let isFavourite: Bool
    let onToggleFavourite: () -> Void

    var body: some View {
        VStack(spacing: 12) {
            Text(book.title)
                .font(.largeTitle)
            Text("by \(book.author)")
                .foregroundStyle(.secondary)
            Text("\(book.pageCount) pages")
            Button {
                onToggleFavourite()
            } label: {
                Label(isFavourite ? "Remove from favourites" : "Add to favourites",
                      systemImage: isFavourite ? "heart.slash" : "heart")
            }
            .buttonStyle(.bordered)
        }
        .navigationTitle(book.title)
    }
}
#endif
