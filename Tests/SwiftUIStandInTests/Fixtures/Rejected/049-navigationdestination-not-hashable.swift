// Apple: error: Instance method 'navigationDestination(for:destination:)' requires that 'Trail' conform to 'Hashable'
import SwiftUI

struct Trail {
    let name: String
}

struct Trails: View {
    var body: some View {
        NavigationStack {
            Text("Trails")
                .navigationDestination(for: Trail.self) { trail in
                    Text(trail.name)
                }
        }
    }
}
