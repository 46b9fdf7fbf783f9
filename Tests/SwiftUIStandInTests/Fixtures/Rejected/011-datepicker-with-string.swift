// Apple: error: Cannot convert value of type 'Binding<String>' to expected argument type 'Binding<Date>'
import SwiftUI

struct Due: View {
    @State private var due = "today"
    var body: some View {
        DatePicker("Due", selection: $due)
    }
}
