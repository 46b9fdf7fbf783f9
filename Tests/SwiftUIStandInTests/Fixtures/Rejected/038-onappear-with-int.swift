// Apple: error: Cannot convert value of type 'Int' to expected argument type '(() -> Void)?'
import SwiftUI

struct Appearing: View {
    var body: some View {
        Text("Hello").onAppear(perform: 5)
    }
}
