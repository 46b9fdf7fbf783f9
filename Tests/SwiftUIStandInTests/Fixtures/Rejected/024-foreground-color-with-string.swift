// Apple: error: Cannot convert value of type 'String' to expected argument type 'Color?'
import SwiftUI

struct Warning: View {
    var body: some View {
        Text("Careful").foregroundColor("red")
    }
}
