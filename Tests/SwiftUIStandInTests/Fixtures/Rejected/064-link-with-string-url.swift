// Apple: error: Cannot convert value of type 'String' to expected argument type 'URL'
import SwiftUI

struct Site: View {
    var body: some View {
        Link("Site", destination: "https://example.com")
    }
}
