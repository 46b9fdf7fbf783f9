// Apple: error: Value of type 'Text' has no member 'stroke'
import SwiftUI

struct Outline: View {
    var body: some View {
        Text("Outline").stroke(Color.red, lineWidth: 2)
    }
}
