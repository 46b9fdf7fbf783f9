#if canImport(SwiftUI)
import SwiftUI

struct CounterView: View {
    @State private var counter = Counter()

    var body: some View {
        Button("Add one") { counter.increment() }
            .onPencilSqueeze { _ in }
    }
}
#endif
