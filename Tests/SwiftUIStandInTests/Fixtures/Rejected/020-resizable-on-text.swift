// Apple: error: Value of type 'Text' has no member 'resizable'
import SwiftUI

struct Poster: View {
    var body: some View {
        Text("Poster").resizable()
    }
}
