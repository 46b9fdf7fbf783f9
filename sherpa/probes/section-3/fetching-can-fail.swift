// probe: `BookRepository.fetchBooks()` is declared `throws`, so every caller has to deal with a failed fetch.
// expect-error: call can throw, but it is not marked with 'try'
@testable import BookBrowser

func probe(_ repository: any BookRepository) async {
    _ = await repository.fetchBooks()
}
