// Apple: error: Instance method 'fill(_:style:)' requires that 'UIColor' conform to 'ShapeStyle'
import SwiftUI

struct SwatchView: View {
    var body: some View {
        Rectangle()
            .fill(#colorLiteral(red: 1, green: 0.4, blue: 0.2, alpha: 1))
    }
}
