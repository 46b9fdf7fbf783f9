// Apple: error: Initializer 'init(_:value:in:step:onEditingChanged:)' requires that 'String' conform to 'Strideable'
import SwiftUI

struct Amount: View {
    @State private var amount = "1"
    var body: some View {
        Stepper("Amount", value: $amount, in: 0...10)
    }
}
