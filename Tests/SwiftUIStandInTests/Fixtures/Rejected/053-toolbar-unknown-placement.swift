// Apple: error: Type 'ToolbarItemPlacement' has no member 'top'
import SwiftUI

struct Bar: View {
    var body: some View {
        Text("Main").toolbar {
            ToolbarItem(placement: .top) {
                Button("Add") {}
            }
        }
    }
}
