// Apple: error: Cannot convert value of type 'String' to expected argument type 'Double'
import SwiftUI

struct Faded: View {
    var body: some View {
        Text("Faded").opacity("0.5")
    }
}
