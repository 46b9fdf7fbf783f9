// Apple: error: Value of type 'VStack<Text>' has no member 'fill'
import SwiftUI

struct Card: View {
    var body: some View {
        VStack { Text("Card") }.fill(Color.blue)
    }
}
