// Apple: error: Cannot convert value of type 'UIColor' to expected argument type 'Color'
import SwiftUI

struct Tinted: View {
    var body: some View {
        Text("Tinted").foregroundColor(UIColor.red)
    }
}
