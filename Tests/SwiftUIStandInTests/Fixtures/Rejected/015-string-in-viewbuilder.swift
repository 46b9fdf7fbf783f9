// Apple: error: Static method 'buildExpression' requires that 'String' conform to 'View'
import SwiftUI

struct Caption: View {
    let caption = "Hello"
    var body: some View {
        VStack {
            caption
        }
    }
}
