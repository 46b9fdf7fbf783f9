// probe: A book route can only be made from a real UUID, so a malformed id from a link never reaches the path.
// expect-error: cannot convert value of type 'String' to expected argument type 'UUID'
@testable import BookBrowser

func routeFromRawText() -> Route {
    .book(id: "not-a-uuid")
}
