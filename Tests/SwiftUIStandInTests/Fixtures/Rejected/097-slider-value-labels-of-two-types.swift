// Apple: error: Cannot convert return expression of type 'Image' to return type 'Text'
import SwiftUI

struct Volume: View {
    @State private var volume = 0.0
    var body: some View {
        Slider(value: $volume, in: 0...10, step: 1) {
            Text("Volume")
        } minimumValueLabel: {
            Text("min")
        } maximumValueLabel: {
            Image(systemName: "speaker.wave.3")
        } onEditingChanged: { _ in }
    }
}
