// Apple: error: Initializer 'init(_:)' requires that 'Binding<String>' conform to 'StringProtocol'
import SwiftUI

struct Title: View {
    @State private var title = "Trail"
    var body: some View {
        Text($title)
    }
}
