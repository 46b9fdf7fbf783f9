// Apple: error: Generic struct 'AccessibilityFocusState' requires that 'Field' conform to 'Hashable'
import SwiftUI

struct Field {
    var name: String
}

struct SignInForm: View {
    @AccessibilityFocusState private var focused: Field

    var body: some View {
        Text("Sign in")
    }
}
