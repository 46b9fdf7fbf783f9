// Apple: error: Cannot convert value of type 'String' to expected argument type '() -> V'
import SwiftUI

struct Tabs: View {
    var body: some View {
        TabView {
            Text("Home").tabItem("Home")
        }
    }
}
