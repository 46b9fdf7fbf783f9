// Apple: error: Contextual closure type '@MainActor () -> Void' expects 0 arguments, but 1 was used in closure body
import SwiftUI

struct Save: View {
    var body: some View {
        Button("Save") { tapped in
            print(tapped)
        }
    }
}
