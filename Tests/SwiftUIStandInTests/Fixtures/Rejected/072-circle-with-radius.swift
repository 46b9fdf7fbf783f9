// Apple: error: Argument passed to call that takes no arguments
import SwiftUI

struct Dot: View {
    var body: some View {
        Circle(radius: 5)
    }
}
