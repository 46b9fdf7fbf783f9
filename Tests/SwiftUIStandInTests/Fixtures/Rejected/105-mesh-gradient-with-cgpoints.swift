// Apple: error: Cannot convert value of type '[CGPoint]' to expected argument type '[SIMD2<Float>]'
import SwiftUI

struct Backdrop: View {
    let corners = [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1), CGPoint(x: 1, y: 1)]
    var body: some View {
        MeshGradient(width: 2, height: 2, points: corners, colors: [.red, .orange, .purple, .blue])
    }
}
