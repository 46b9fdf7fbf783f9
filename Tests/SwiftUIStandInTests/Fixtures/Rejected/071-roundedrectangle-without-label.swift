// Apple: error: Missing argument label 'cornerRadius:' in call
import SwiftUI

struct Tile: View {
    var body: some View {
        RoundedRectangle(12)
    }
}
