// Apple: error: No exact matches in call to initializer
import SwiftUI

struct LastVisit: View {
    @AppStorage("lastVisit") private var lastVisit: Date = .now
    var body: some View { Text("Visited") }
}
