// Apple: error: 'init(wrappedValue:)' is unavailable: The wrapped value must be an object that conforms to Observable
import SwiftUI

final class Draft {
    var title = ""
}

struct Editor: View {
    @Bindable var draft: Draft
    var body: some View {
        TextField("Title", text: $draft.title)
    }
}
