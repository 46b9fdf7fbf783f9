// Apple: error: Missing argument for parameter 'action' in call
import SwiftUI

struct Save: View {
    var body: some View {
        Button("Save")
    }
}
