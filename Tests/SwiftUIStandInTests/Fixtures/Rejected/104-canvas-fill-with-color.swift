// Apple: error: Type 'GraphicsContext.Shading' has no member 'red'
import SwiftUI

struct Dot: View {
    var body: some View {
        Canvas { context, size in
            context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .red)
        }
    }
}
