// Apple: error: Cannot convert value of type 'Int' to expected argument type 'String'
import SwiftUI

struct EmailField: View {
    @State private var email = ""
    var body: some View {
        TextField("Email", text: $email)
            .foregroundStyle(NSPredicate(format: 42).evaluate(with: email) ? .primary : .secondary)
    }
}
