// probe: `public` is not `open`: the app can use `BookListViewModel` but cannot subclass it to change its behaviour.
// expect-error: inherit
import BookFeature

final class LoudBookList: BookListViewModel {}
