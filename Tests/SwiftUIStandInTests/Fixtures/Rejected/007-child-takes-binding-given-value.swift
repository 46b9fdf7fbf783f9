// Apple: error: Cannot convert value 'count' of type 'Int' to expected type 'Binding<Int>', use wrapper instead
import SwiftUI

struct Counter: View {
    @Binding var count: Int
    var body: some View { Text("\(count)") }
}

struct Parent: View {
    @State private var count = 0
    var body: some View {
        Counter(count: count)
    }
}
