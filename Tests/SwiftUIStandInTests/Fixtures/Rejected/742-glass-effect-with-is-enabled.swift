// Apple: error: Extra argument 'isEnabled' in call
import SwiftUI

// The first iOS 26 betas' `glassEffect(_:in:isEnabled:)`, which many guides still show; the SDK
// Xcode 26 shipped has `glassEffect(_:in:)` only.
struct GlassBadge: View {
    var body: some View {
        Text("New")
            .padding()
            .glassEffect(.regular, in: .capsule, isEnabled: true)
    }
}
