// Apple: error: Cannot convert value of type 'String' to expected argument type 'Bool'
import SwiftUI

struct Locked: View {
    var body: some View {
        Button("Save") {}.disabled("yes")
    }
}
