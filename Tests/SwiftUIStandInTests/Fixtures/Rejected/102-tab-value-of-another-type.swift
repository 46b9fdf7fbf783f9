// Apple: error: Cannot convert value of type 'Int' to expected argument type 'String'
import SwiftUI

struct Tabs: View {
    @State private var selection = "home"
    var body: some View {
        TabView(selection: $selection) {
            Tab("Home", systemImage: "house", value: 1) {
                Text("Home")
            }
        }
    }
}
