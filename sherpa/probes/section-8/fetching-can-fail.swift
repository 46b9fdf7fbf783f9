// probe: `BookRepository.fetchBooks()` throws, so whoever loads books has to handle a failed fetch.
// expect-error: call can throw, but it is not marked with 'try'
@testable import BookBrowser

func probeIgnoreFailure(_ repository: any BookRepository) async {
    _ = await repository.fetchBooks()
}
