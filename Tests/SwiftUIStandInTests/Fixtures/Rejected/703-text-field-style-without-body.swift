// Apple: error: Type 'PlainFieldStyle' does not conform to protocol 'TextFieldStyle'
import SwiftUI

struct PlainFieldStyle: TextFieldStyle {}

struct NameField: View {
    @State private var name = ""
    var body: some View {
        TextField("Name", text: $name)
            .textFieldStyle(PlainFieldStyle())
    }
}
