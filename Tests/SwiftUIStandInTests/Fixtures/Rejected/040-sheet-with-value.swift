// Apple: error: Cannot convert value 'isShowing' of type 'Bool' to expected type 'Binding<Bool>', use wrapper instead
import SwiftUI

struct Sheet: View {
    @State private var isShowing = false
    var body: some View {
        Text("Main").sheet(isPresented: isShowing) {
            Text("Sheet")
        }
    }
}
