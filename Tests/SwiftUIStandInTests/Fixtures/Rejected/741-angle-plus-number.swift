// Apple: error: Binary operator '+=' cannot be applied to operands of type 'Angle' and 'Int'
import SwiftUI

struct KnobView: View {
    @State private var turn = Angle.zero

    var body: some View {
        Button("Turn") {
            turn += 15
        }
        .rotationEffect(turn)
    }
}
