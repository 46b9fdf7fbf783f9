// probe: The book screens' formatting helper is an implementation detail, invisible to the app module.
// expect-error: cannot find 'BookFormatting' in scope
import BookFeature

func borrowTheByline(for book: Book) -> String {
    BookFormatting.byline(for: book)
}
