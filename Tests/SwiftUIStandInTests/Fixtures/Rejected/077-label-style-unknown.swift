// Apple: error: Type 'LabelStyle' has no member 'plain'
import SwiftUI

struct Tag: View {
    var body: some View {
        Label("Favourites", systemImage: "star").labelStyle(.plain)
    }
}
