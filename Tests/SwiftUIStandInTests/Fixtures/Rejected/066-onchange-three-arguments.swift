// Apple: error: No exact matches in call to instance method 'onChange'
import SwiftUI

struct Watcher: View {
    @State private var count = 0
    var body: some View {
        Text("\(count)").onChange(of: count) { old, new, extra in
            print(old, new, extra)
        }
    }
}
