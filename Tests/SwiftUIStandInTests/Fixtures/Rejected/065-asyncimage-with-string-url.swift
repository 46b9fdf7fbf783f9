// Apple: error: Cannot convert value of type 'String' to expected argument type 'URL?'
import SwiftUI

struct Avatar: View {
    var body: some View {
        AsyncImage(url: "https://example.com/a.png")
    }
}
