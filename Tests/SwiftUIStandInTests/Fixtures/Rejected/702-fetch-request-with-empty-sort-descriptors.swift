// Apple: error: Ambiguous use of 'init(sortDescriptors:predicate:animation:)'
import CoreData
import SwiftUI

nonisolated final class Bookmark: NSManagedObject {
    var title = ""
}

extension Bookmark: Identifiable {}

struct BookmarkList: View {
    @FetchRequest(sortDescriptors: []) private var bookmarks: FetchedResults<Bookmark>

    var body: some View {
        List(bookmarks) { bookmark in
            Text(bookmark.title)
        }
    }
}
