// Apple: error: Initializer 'init(value:in:onEditingChanged:)' requires that 'Int' conform to 'BinaryFloatingPoint'
import SwiftUI

struct Volume: View {
    @State private var level = 5
    var body: some View {
        Slider(value: $level, in: 0...10)
    }
}
