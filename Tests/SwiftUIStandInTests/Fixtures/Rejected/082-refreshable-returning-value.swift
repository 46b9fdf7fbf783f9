// Apple: error: Cannot convert value of type 'Int' to closure result type 'Void'
import SwiftUI

struct Feed: View {
    var body: some View {
        List { Text("Post") }.refreshable {
            return 5
        }
    }
}
