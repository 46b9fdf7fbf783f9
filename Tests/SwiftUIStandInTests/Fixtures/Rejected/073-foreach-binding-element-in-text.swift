// Apple: error: Initializer 'init(_:)' requires that 'Binding<String>' conform to 'StringProtocol'
import SwiftUI

struct Trail: Identifiable {
    let id = UUID()
    var name: String
}

struct Trails: View {
    @State private var trails = [Trail(name: "Ridge")]
    var body: some View {
        List {
            ForEach($trails) { trail in
                Text(trail.name)
            }
        }
    }
}
