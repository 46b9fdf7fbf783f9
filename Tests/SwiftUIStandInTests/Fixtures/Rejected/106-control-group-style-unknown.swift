// Apple: error: Type 'ControlGroupStyle' has no member 'segmented'
import SwiftUI

struct Zoom: View {
    var body: some View {
        ControlGroup {
            Button("Smaller") {}
            Button("Larger") {}
        }
        .controlGroupStyle(.segmented)
    }
}
