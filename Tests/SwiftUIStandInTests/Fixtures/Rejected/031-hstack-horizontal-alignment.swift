// Apple: error: Type 'VerticalAlignment' has no member 'leading'
import SwiftUI

struct Line: View {
    var body: some View {
        HStack(alignment: .leading) {
            Text("A")
        }
    }
}
