// Apple: error: Generic struct 'StateObject' requires that 'Store' conform to 'ObservableObject'
import SwiftUI

struct Store {
    var count = 0
}

struct StoreView: View {
    @StateObject private var store = Store()
    var body: some View { Text("\(store.count)") }
}
