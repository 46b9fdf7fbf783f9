// probe: Code outside the book module cannot reach past `BookListViewModel` to the repository it was given.
// expect-error: is inaccessible due to
import BookFeature

func goAroundTheList(_ viewModel: BookListViewModel) async throws -> [Book] {
    try await viewModel.repository.fetchBooks()
}
