#if canImport(SwiftUI)
import SwiftUI

/// One book's page. Internal: only the book list opens it.
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
