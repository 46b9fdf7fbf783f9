// Apple: error: Cannot convert value of type 'String' to expected argument type 'UIImage'
import SwiftUI

struct Photo: View {
    var body: some View {
        Image(uiImage: "photo")
    }
}
