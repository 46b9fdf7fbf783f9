// probe: The router pushes Route values only, so nothing but a screen the app knows can land on the path.
// expect-error: cannot convert value of type 'Book' to expected argument type 'Route'
@testable import BookBrowser

func pushABookInsteadOfARoute(router: NavigationRouter) {
    router.push(Library.sample.books[0])
}
