// Apple: error: Missing argument for parameter 'content' in call
import SwiftUI

struct Boxed: View {
    var body: some View {
        GroupBox("Totals")
    }
}
