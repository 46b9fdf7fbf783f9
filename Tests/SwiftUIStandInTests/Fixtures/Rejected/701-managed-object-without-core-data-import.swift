// Apple: error: Cannot find type 'NSManagedObject' in scope
import SwiftUI

final class Bookmark: NSManagedObject {
    var title = ""
}

struct BookmarkRow: View {
    let bookmark: Bookmark

    var body: some View {
        Text(bookmark.title)
    }
}
