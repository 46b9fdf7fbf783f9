// Apple: error: Static method 'buildExpression' requires that 'TableRow<Guest>' conform to 'View'
import SwiftUI

struct Guest: Identifiable {
    let id: Int
    var name: String
}

struct Guests: View {
    let guest = Guest(id: 1, name: "Ada")
    var body: some View {
        List {
            TableRow(guest)
        }
    }
}
