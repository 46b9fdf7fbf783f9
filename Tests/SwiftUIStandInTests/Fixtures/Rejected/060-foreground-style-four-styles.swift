// Apple: error: Extra argument in call
import SwiftUI

struct Layered: View {
    var body: some View {
        Image(systemName: "cloud.sun.rain")
            .foregroundStyle(.red, .blue, .green, .yellow)
    }
}
