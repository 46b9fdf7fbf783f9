// Apple: error: Cannot convert value 'query' of type 'String' to expected type 'Binding<String>', use wrapper instead
import SwiftUI

struct Search: View {
    @State private var query = ""
    var body: some View {
        NavigationStack {
            Text("Results").searchable(text: query)
        }
    }
}
