#if canImport(SwiftUI)
import SwiftUI
import BookFeature

/// The first screen: one row per feature.
struct RootView: View {
    let composition: AppComposition

    var body: some View {
        NavigationStack {
            List {
                NavigationLink {
                    BookListView(viewModel: composition.bookList)
                } label: {
                    Label("Books", systemImage: "books.vertical")
                }
                NavigationLink {
                    AuthorListView(viewModel: composition.authorList)
                } label: {
                    Label("Authors", systemImage: "person.2")
                }
            }
            .navigationTitle("Book Browser")
        }
    }
}

#Preview {
    RootView(composition: AppComposition(latency: .zero))
}
#endif
