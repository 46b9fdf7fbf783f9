#if canImport(SwiftUI)
import SwiftUI

// TODO: Authors feature: move to Authors/.

/// The authors screen: draws the view model's state and forwards the search text.
struct AuthorListView: View {
    @Bindable var viewModel: AuthorListViewModel

    var body: some View {
        content
            .navigationTitle("Authors")
            .searchable(text: $viewModel.searchText)
            .task {
                await viewModel.load()
            }
    }

    @ViewBuilder
    private var content: some View {
        switch viewModel.state {
        case .idle, .loading:
            ProgressView("Fetching authors…")
        case .loaded:
            List(viewModel.visibleAuthors) { author in
                VStack(alignment: .leading) {
                    Text(author.name)
                    Text("born \(author.born), \(author.country)")
                        .font(.caption)
                }
            }
        case .error(let message):
            ContentUnavailableView("Couldn't load authors", systemImage: "person.2", description: Text(message))
        }
    }
}

#Preview {
    NavigationStack {
        AuthorListView(viewModel: AuthorListViewModel(repository: InMemoryAuthorRepository()))
    }
}
#endif
