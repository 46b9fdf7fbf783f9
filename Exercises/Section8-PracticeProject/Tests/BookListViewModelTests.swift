import Foundation
import Testing
@testable import BookBrowser

// Your tests for the refactored book browser. sherpa runs them against your code, then against
// reference refactors that each hide one bug, and tells you which bugs your tests noticed.
// Use only the API the starter's TODO list names (`Author(name:)`, `BookRepository` with
// `fetchBooks()` and `fetchBook(id:)`, `LoadingState`, `BookListViewModel` with
// `init(repository:)`, `state`, `searchText`, `filteredBooks`, `load()`, `favourites`,
// `isFavourite(_:)` and `toggleFavourite(_:)`, and `BookDetailViewModel` with
// `init(bookID:repository:)`, `state` and `load()`), so the same tests compile against the
// reference refactors too.

// TODO: Add a test double in this folder: a class that conforms to `BookRepository` and
// returns the books you give it (all of them, or the one with the id asked for), or throws the
// error you give it, at once and with no delay.

// TODO: Loading. A successful `load()` ends in `.loaded` with the double's books; a failing
// double ends in `.error` with a message, not in `.loading` and not in an empty list.

// TODO: Filtering. An empty `searchText` lists every book; a search ignores letter case; a
// search matches authors as well as titles; a search with no match lists nothing.

// TODO: Favourites. `toggleFavourite(_:)` marks a book; toggling it again unmarks it; marking
// one book leaves the others unmarked.

// TODO: Detail screen (a file of its own is fine). `load()` on a `BookDetailViewModel` opened
// with one book's id ends in `.loaded` with that book, not another one; a failing double ends
// in `.error` with its message.
