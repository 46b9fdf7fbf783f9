#if canImport(SwiftUI)
import SwiftUI

/// One line of the list: opens the detail screen, and swiping toggles the favourite.
struct BookRow: View {
    let book: Book
    let isFavourite: Bool
    let onToggleFavourite: () -> Void

    var body: some View {
        NavigationLink(value: Route.book(id: book.id)) {
            HStack {
                VStack(alignment: .leading, spacing: 4) {
                    Text(book.title)
                        .font(.headline)
                    Text(book.author.name)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                if isFavourite {
                    Image(systemName: "heart.fill")
                        .foregroundStyle(.pink)
                }
            }
        }
        .swipeActions {
            Button(isFavourite ? "Unfavourite" : "Favourite", systemImage: "heart") {
                onToggleFavourite()
            }
            .tint(.pink)
        }
    }
}

#Preview {
    List {
        BookRow(book: SampleBooks.all[0], isFavourite: true, onToggleFavourite: {})
    }
}
#endif
