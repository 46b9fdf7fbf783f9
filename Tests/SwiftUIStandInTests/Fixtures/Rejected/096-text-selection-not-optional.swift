// Apple: error: Cannot convert value of type 'Binding<TextSelection>' to expected argument type 'Binding<TextSelection?>'
import SwiftUI

struct Note: View {
    @State private var text = ""
    @State private var selection = TextSelection(insertionPoint: "".startIndex)
    var body: some View {
        TextField("Note", text: $text, selection: $selection)
    }
}
