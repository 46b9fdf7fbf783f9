// Apple: error: Static method 'buildExpression' requires that 'Int' conform to 'View'
import SwiftUI

struct Total: View {
    var body: some View {
        VStack {
            42
        }
    }
}
