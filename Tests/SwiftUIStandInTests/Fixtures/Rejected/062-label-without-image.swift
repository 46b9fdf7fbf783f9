// Apple: error: Missing argument for parameter 'systemImage' in call
import SwiftUI

struct Tag: View {
    var body: some View {
        Label("Favourites")
    }
}
