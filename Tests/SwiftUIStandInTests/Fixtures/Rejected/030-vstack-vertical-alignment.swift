// Apple: error: Type 'HorizontalAlignment' has no member 'top'
import SwiftUI

struct Column: View {
    var body: some View {
        VStack(alignment: .top) {
            Text("A")
        }
    }
}
