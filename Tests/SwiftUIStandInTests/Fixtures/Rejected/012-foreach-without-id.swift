// Apple: error: Referencing initializer 'init(_:content:)' on 'ForEach' requires that 'Trail' conform to 'Identifiable'
import SwiftUI

struct Trail {
    let name: String
}

struct Trails: View {
    let trails = [Trail(name: "Ridge")]
    var body: some View {
        VStack {
            ForEach(trails) { trail in
                Text(trail.name)
            }
        }
    }
}
