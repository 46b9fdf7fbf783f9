// Apple: error: Cannot convert value of type 'Int' to closure result type 'Void'
import SwiftUI

struct Loading: View {
    var body: some View {
        Text("Loading").task {
            return 5
        }
    }
}
