import Testing
@testable import BookBrowser

// These are your tests: sherpa runs them, then runs them again against reference view
// models that each hide one bug, and tells you which bugs your tests noticed.

// TODO: Once `BookListViewModel` takes its repository through `init(repository:)`, write a
// test double here: a type that conforms to `BookRepository` and returns books you choose,
// or throws an error you choose, without touching the network.

// TODO: A test that a successful `load()` puts the double's books into `books`.

// TODO: A test that a failed `load()` sets `errorMessage`.

// TODO: A test that `filteredBooks` matches the search text whatever its upper and lower case.

// TODO: Exercise 4.1: a test that `isLoading` is false again once `load()` has finished.
// Try it after a success and after a failure.
