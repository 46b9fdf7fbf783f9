// probe: How a book matches a search stays inside the book module: members of a public type are internal unless marked otherwise.
// expect-error: is inaccessible due to
// expect-error: has no member 'matches'
import BookFeature

func matchesOutside(_ book: Book) -> Bool {
    book.matches("earthsea")
}
