// Apple: error: Contextual type for closure argument list expects 1 argument, which cannot be implicitly ignored
import SwiftUI

struct Clock: View {
    var body: some View {
        TimelineView(.periodic(from: .now, by: 1)) {
            Text("Tick")
        }
    }
}
