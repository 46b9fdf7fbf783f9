// Apple: error: Cannot convert value 'isShowing' of type 'Bool' to expected type 'Binding<Bool>', use wrapper instead
import SwiftUI

struct Delete: View {
    @State private var isShowing = false
    var body: some View {
        Text("Main").confirmationDialog("Delete?", isPresented: isShowing) {
            Button("Delete", role: .destructive) {}
        }
    }
}
