// Apple: error: Cannot convert value of type 'Image' to expected argument type 'Text'
import SwiftUI

struct Mixed: View {
    var body: some View {
        Text("Rating ") + Image(systemName: "star")
    }
}
