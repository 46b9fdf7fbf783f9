// Apple: error: Value of optional type 'String?' must be unwrapped to a value of type 'String'
import SwiftUI

struct Greeting: View {
    let name: String? = nil
    var body: some View {
        Text(name)
    }
}
