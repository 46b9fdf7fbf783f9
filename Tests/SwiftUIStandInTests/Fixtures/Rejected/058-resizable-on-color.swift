// Apple: error: Value of type 'Color' has no member 'resizable'
import SwiftUI

struct Swatch: View {
    var body: some View {
        Color.red.resizable()
    }
}
