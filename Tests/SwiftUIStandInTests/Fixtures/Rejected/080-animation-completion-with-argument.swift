// Apple: error: Contextual closure type '() -> Void' expects 0 arguments, but 1 was used in closure body
import SwiftUI

struct Fade: View {
    @State private var isShown = false
    var body: some View {
        Button("Fade") {
            withAnimation(.easeIn) {
                isShown.toggle()
            } completion: { finished in
                print(finished)
            }
        }
    }
}
