#if canImport(SwiftUI)
import SwiftUI

// TODO: Book feature: move to BookFeature/. Only the book list opens it.

/// One book's page.
struct BookDetailView: View {
    let book: Book

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(book.title)
                .font(.title)
            Text(BookFormatting.byline(for: book))
                .foregroundStyle(.secondary)
            Text(BookFormatting.age(of: book))
                .font(.footnote)
            Spacer()
        }
        .navigationTitle(book.title)
    }
}

#Preview {
    NavigationStack {
        BookDetailView(book: InMemoryBookRepository.sampleShelf[0])
    }
}
#endif
