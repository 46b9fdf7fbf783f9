// Apple: error: Type 'Axis.Set' has no member 'diagonal'
import SwiftUI

struct Scroller: View {
    var body: some View {
        ScrollView(.diagonal) {
            Text("A")
        }
    }
}
