// Apple: error: Argument passed to call that takes no arguments
import SwiftUI

struct Editing: View {
    var body: some View {
        EditButton("Edit")
    }
}
