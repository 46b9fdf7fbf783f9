// Apple: error: Type '()' cannot conform to 'View'
import SwiftUI

struct Debug: View {
    var body: some View {
        VStack {
            print("drawn")
            Text("Hello")
        }
    }
}
