// Apple: error: Contextual type for closure argument list expects 1 argument, which cannot be implicitly ignored
import SwiftUI

struct Sized: View {
    var body: some View {
        GeometryReader {
            Text("Sized")
        }
    }
}
