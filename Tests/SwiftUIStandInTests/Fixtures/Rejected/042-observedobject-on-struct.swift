// Apple: error: Generic struct 'ObservedObject' requires that 'Store' conform to 'ObservableObject'
import SwiftUI

struct Store {
    var count = 0
}

struct StoreView: View {
    @ObservedObject var store: Store
    var body: some View { Text("\(store.count)") }
}
