// Apple: error: Missing argument label 'minLength:' in call
import SwiftUI

struct Gap: View {
    var body: some View {
        HStack {
            Text("A")
            Spacer(20)
        }
    }
}
