// Apple: error: Initializer 'init(_:value:)' requires that 'Trail' conform to 'Hashable'
import SwiftUI

struct Trail {
    let name: String
}

struct Trails: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Ridge", value: Trail(name: "Ridge"))
        }
    }
}
