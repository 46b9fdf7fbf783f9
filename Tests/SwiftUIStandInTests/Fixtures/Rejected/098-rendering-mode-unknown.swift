// Apple: error: Type 'UIImage.RenderingMode' has no member 'template'
import SwiftUI

struct Badge: View {
    var body: some View {
        Image(uiImage: UIImage(systemName: "star")!.withRenderingMode(.template))
    }
}
