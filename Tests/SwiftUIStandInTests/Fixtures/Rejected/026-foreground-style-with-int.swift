// Apple: error: Instance method 'foregroundStyle' requires that 'Int' conform to 'ShapeStyle'
import SwiftUI

struct Tinted: View {
    var body: some View {
        Text("Tinted").foregroundStyle(5)
    }
}
