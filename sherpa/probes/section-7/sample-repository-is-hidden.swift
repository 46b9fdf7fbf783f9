// probe: The in-memory repository and its shelf stay inside the book module; the app gets one only as `any BookRepository` from `BookAssembly`.
// expect-error: cannot find type 'InMemoryBookRepository' in scope
import BookFeature

func peekAtTheShelf(of repository: InMemoryBookRepository) -> [Book] {
    repository.shelf
}
