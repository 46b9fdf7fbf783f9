// Apple: error: Generic parameter 'Content' could not be inferred
import SwiftUI

struct Tabs: View {
    var body: some View {
        TabView {
            Tab("Home", systemImage: "house")
        }
    }
}
