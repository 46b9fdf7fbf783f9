// Apple: error: Argument passed to call that takes no arguments
import SwiftUI

struct Photo: View {
    var body: some View {
        Image("photo").resizable().scaledToFit(true)
    }
}
