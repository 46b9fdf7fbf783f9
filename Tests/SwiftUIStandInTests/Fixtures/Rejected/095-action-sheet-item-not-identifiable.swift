// Apple: error: Instance method 'actionSheet(item:content:)' requires that 'String' conform to 'Identifiable'
import SwiftUI

struct Offer: View {
    @State private var offered: String?
    var body: some View {
        Text("Menu")
            .actionSheet(item: $offered) { name in
                ActionSheet(title: Text(name))
            }
    }
}
