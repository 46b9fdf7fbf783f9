// Apple: error: Cannot convert value of type 'Binding<String>' to expected argument type 'FocusState<Bool>.Binding'
import SwiftUI

struct Search: View {
    @State private var query = ""
    var body: some View {
        TextField("Search", text: $query).focused($query)
    }
}
