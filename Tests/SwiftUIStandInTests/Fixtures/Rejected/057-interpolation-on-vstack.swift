// Apple: error: Value of type 'VStack<Text>' has no member 'interpolation'
import SwiftUI

struct Pixel: View {
    var body: some View {
        VStack { Text("Pixel") }.interpolation(.none)
    }
}
