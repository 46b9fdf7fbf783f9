// Apple: error: Initializer 'init(_:rowContent:)' requires that 'Trail' conform to 'Identifiable'
import SwiftUI

struct Trail {
    let name: String
}

struct Trails: View {
    let trails = [Trail(name: "Ridge")]
    var body: some View {
        List(trails) { trail in
            Text(trail.name)
        }
    }
}
