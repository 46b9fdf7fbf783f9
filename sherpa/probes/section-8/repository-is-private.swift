// probe: The repository handed to `init(repository:)` stays private to the view model; views and other code never fetch through it themselves.
// expect-error: inaccessible due to 'private' protection level
@testable import BookBrowser

func probeFetchBehindTheViewModel(_ viewModel: BookListViewModel) async throws {
    _ = try await viewModel.repository.fetchBooks()
}
