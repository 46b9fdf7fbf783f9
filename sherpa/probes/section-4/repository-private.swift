// probe: The repository a view model was given stays private to it; other code hands one in through `init(repository:)` and never reaches in to use or swap it.
// expect-error: inaccessible due to 'private' protection level
@testable import BookBrowser

func probeReachRepository(_ viewModel: BookListViewModel) async throws {
    _ = try await viewModel.repository.fetchBooks()
}
