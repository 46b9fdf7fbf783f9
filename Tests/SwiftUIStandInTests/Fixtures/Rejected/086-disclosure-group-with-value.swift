// Apple: error: Cannot convert value 'isExpanded' of type 'Bool' to expected type 'Binding<Bool>', use wrapper instead
import SwiftUI

struct More: View {
    @State private var isExpanded = false
    var body: some View {
        DisclosureGroup("More", isExpanded: isExpanded) {
            Text("Details")
        }
    }
}
