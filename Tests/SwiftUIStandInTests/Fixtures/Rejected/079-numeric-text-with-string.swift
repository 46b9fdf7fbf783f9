// Apple: error: Cannot convert value of type 'String' to expected argument type 'Double'
import SwiftUI

struct Counter: View {
    @State private var count = 0
    var body: some View {
        Text("\(count)").contentTransition(.numericText(value: "count"))
    }
}
