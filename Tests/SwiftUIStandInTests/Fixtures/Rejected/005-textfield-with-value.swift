// Apple: error: Cannot convert value 'name' of type 'String' to expected type 'Binding<String>', use wrapper instead
import SwiftUI

struct NameField: View {
    @State private var name = ""
    var body: some View {
        TextField("Name", text: name)
    }
}
