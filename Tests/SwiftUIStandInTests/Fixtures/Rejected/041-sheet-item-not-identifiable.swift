// Apple: error: Instance method 'sheet(item:onDismiss:content:)' requires that 'String' conform to 'Identifiable'
import SwiftUI

struct Detail: View {
    @State private var selected: String?
    var body: some View {
        Text("Main").sheet(item: $selected) { name in
            Text(name)
        }
    }
}
