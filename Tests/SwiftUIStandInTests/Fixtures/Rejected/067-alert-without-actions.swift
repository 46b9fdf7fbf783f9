// Apple: error: Missing argument for parameter 'actions' in call
import SwiftUI

struct Warning: View {
    @State private var isShowing = false
    var body: some View {
        Text("Main").alert("Careful", isPresented: $isShowing)
    }
}
