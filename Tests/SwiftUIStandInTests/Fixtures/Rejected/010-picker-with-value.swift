// Apple: error: Cannot convert value 'flavour' of type 'String' to expected type 'Binding<String>', use wrapper instead
import SwiftUI

struct Flavour: View {
    @State private var flavour = "Vanilla"
    var body: some View {
        Picker("Flavour", selection: flavour) {
            Text("Vanilla").tag("Vanilla")
        }
    }
}
