// Apple: error: Value of type 'Text' has no member 'renderingMode'
import SwiftUI

struct Glyph: View {
    var body: some View {
        Text("Glyph").renderingMode(.template)
    }
}
