// Apple: error: Cannot convert value of type 'String' to expected argument type 'CGFloat?'
import SwiftUI

struct Row: View {
    var body: some View {
        HStack(spacing: "8") {
            Text("A")
        }
    }
}
