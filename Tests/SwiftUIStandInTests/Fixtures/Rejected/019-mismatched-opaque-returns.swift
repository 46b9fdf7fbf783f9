// Apple: error: Function declares an opaque return type 'some View', but the return statements in its body do not have matching underlying types
import SwiftUI

struct Badge: View {
    let isNew: Bool
    var body: some View { icon }

    var icon: some View {
        if isNew {
            return Text("New")
        }
        return Image(systemName: "star")
    }
}
