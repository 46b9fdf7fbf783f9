// Apple: error: Contextual closure type '(Int) -> Text' expects 1 argument, but 2 were used in closure body
import SwiftUI

struct Numbers: View {
    var body: some View {
        VStack {
            ForEach(0..<3) { index, other in
                Text("\(index)")
            }
        }
    }
}
