// Apple: error: Type 'NavigationViewStyle' has no member 'page'
import SwiftUI

struct Old: View {
    var body: some View {
        NavigationView {
            Text("One")
        }
        .navigationViewStyle(.page)
    }
}
