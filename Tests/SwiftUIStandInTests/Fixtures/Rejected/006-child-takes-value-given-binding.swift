// Apple: error: Cannot convert value '$count' of type 'Binding<Int>' to expected type 'Int', use wrapped value instead
import SwiftUI

struct Counter: View {
    let count: Int
    var body: some View { Text("\(count)") }
}

struct Parent: View {
    @State private var count = 0
    var body: some View {
        Counter(count: $count)
    }
}
