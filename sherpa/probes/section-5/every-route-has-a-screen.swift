// probe: Route names the author screen too, so a destination switch that forgets it does not compile.
// expect-error: switch must be exhaustive
@testable import BookBrowser

func screenTitle(for route: Route) -> String {
    switch route {
    case .book:
        return "Book"
    }
}
