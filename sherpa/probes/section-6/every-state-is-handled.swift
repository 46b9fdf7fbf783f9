// probe: LoadingState has an error case, so code that switches over it without handling errors does not compile.
// expect-error: switch must be exhaustive
@testable import BookBrowser

func headline(for state: LoadingState<[Book]>) -> String {
    switch state {
    case .idle:
        return ""
    case .loading:
        return "Loading"
    case .loaded(let books):
        return "\(books.count) books"
    }
}
