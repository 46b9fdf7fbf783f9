// Apple: error: Type 'TabViewStyle' has no member 'stack'
import SwiftUI

struct Pages: View {
    var body: some View {
        TabView {
            Text("One")
        }
        .tabViewStyle(.stack)
    }
}
