// Apple: error: Type 'RedactionReasons' has no member 'blur'
import SwiftUI

struct Loading: View {
    var body: some View {
        Text("Loading").redacted(reason: .blur)
    }
}
