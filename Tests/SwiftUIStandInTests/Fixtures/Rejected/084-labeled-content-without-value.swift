// Apple: error: No exact matches in call to initializer
import SwiftUI

struct Row: View {
    var body: some View {
        Form {
            LabeledContent("Name")
        }
    }
}
