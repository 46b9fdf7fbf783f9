// probe: `LoadingState` has an error case, so a screen that switches over it cannot forget to show a failure.
// expect-error: switch must be exhaustive
@testable import BookBrowser

func probeCaption(for state: LoadingState<[Book]>) -> String {
    switch state {
    case .idle, .loading:
        return "Fetching the catalogue"
    case .loaded(let books):
        return "\(books.count) books"
    }
}
