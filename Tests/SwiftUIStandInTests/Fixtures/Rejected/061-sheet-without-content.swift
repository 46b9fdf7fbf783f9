// Apple: error: Missing argument for parameter 'content' in call
import SwiftUI

struct Sheet: View {
    @State private var isShowing = false
    var body: some View {
        Text("Main").sheet(isPresented: $isShowing)
    }
}
