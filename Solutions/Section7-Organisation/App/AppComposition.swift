import Foundation
import BookFeature

/// Builds each feature's view model with its data source: the one place that knows both
/// features. The book feature is reached only through its public API.
struct AppComposition {
    let bookList: BookListViewModel
    let authorList: AuthorListViewModel

    init(latency: Duration = SimulatedDelay.standard) {
        bookList = BookListViewModel(repository: BookAssembly.sampleRepository(latency: latency))
        authorList = AuthorListViewModel(repository: InMemoryAuthorRepository(latency: latency))
    }
}
