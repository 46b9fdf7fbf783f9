// Apple: error: Cannot convert value 'selection' of type 'String?' to expected type 'Binding<String?>', use wrapper instead
import SwiftUI

struct Pick: View {
    @State private var selection: String?
    var body: some View {
        List(["A", "B"], id: \.self, selection: selection) { item in
            Text(item)
        }
    }
}
