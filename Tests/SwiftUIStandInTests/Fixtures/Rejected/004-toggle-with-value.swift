// Apple: error: Cannot convert value 'isOn' of type 'Bool' to expected type 'Binding<Bool>', use wrapper instead
import SwiftUI

struct Setting: View {
    @State private var isOn = false
    var body: some View {
        Toggle("Alerts", isOn: isOn)
    }
}
