// Apple: error: Instance method 'callAsFunction(value:)' requires that 'Tab' conform to 'Decodable'
import SwiftUI

struct Tab: Hashable {
    var title: String
}

struct TabOpener: View {
    @Environment(\.openWindow) private var openWindow

    var body: some View {
        Button("Open") {
            openWindow(value: Tab(title: "Inbox"))
        }
    }
}
