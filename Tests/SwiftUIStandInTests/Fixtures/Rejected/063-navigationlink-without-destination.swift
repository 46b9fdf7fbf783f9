// Apple: error: No exact matches in call to initializer
import SwiftUI

struct Menu: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Details")
        }
    }
}
