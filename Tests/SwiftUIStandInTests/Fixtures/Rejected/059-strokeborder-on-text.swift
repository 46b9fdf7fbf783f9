// Apple: error: Value of type 'Text' has no member 'strokeBorder'
import SwiftUI

struct Framed: View {
    var body: some View {
        Text("Framed").strokeBorder(Color.blue, lineWidth: 1)
    }
}
