// Apple: error: Value of type 'EnvironmentValues' has no member 'trailColour'
import SwiftUI

struct Themed: View {
    @Environment(\.trailColour) private var colour
    var body: some View { Text("Themed") }
}
