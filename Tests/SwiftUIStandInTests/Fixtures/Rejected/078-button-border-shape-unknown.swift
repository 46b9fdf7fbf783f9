// Apple: error: Type 'ButtonBorderShape' has no member 'square'
import SwiftUI

struct Square: View {
    var body: some View {
        Button("Go") {}.buttonBorderShape(.square)
    }
}
