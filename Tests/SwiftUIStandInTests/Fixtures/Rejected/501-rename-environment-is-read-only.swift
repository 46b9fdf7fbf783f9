// Apple: error: Key path value type 'KeyPath<EnvironmentValues, RenameAction?>' cannot be converted to contextual type 'WritableKeyPath<EnvironmentValues, RenameAction?>'
import SwiftUI

struct NoteTitle: View {
    var body: some View {
        Text("Draft")
            .environment(\.rename, nil)
    }
}
