// probe: `BookRepository.fetchBook(id:)` throws, so the detail screen has to handle a book that cannot be fetched.
// expect-error: call can throw, but it is not marked with 'try'
@testable import BookBrowser

func probeIgnoreMissingBook(_ repository: any BookRepository) async {
    _ = await repository.fetchBook(id: SampleBooks.all[0].id)
}
