// Apple: error: Cannot convert value of type 'String' to expected argument type 'Font?'
import SwiftUI

struct Heading: View {
    var body: some View {
        Text("Trails").font("title")
    }
}
