// Apple: error: Value of type 'Color' has no member 'trim'
import SwiftUI

struct Ring: View {
    var body: some View {
        Color.red.trim(from: 0, to: 0.5)
    }
}
