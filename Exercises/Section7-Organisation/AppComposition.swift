import Foundation

// TODO: App wiring: move to App/. After the split it uses the book feature only through
// BookFeature's public API, so it needs `import BookFeature`.

/// Builds each feature's view model with its data source.
struct AppComposition {
    let bookList: BookListViewModel
    let authorList: AuthorListViewModel

    init(latency: Duration = SimulatedDelay.standard) {
        bookList = BookListViewModel(repository: BookAssembly.sampleRepository(latency: latency))
        authorList = AuthorListViewModel(repository: InMemoryAuthorRepository(latency: latency))
    }
}
