// Apple: error: No exact matches in call to initializer
import SwiftUI

nonisolated struct Postcard: Transferable {
    var caption: String

    static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(exporting: \.caption)
    }
}

nonisolated struct PostcardsView: View {
    let postcards: [Postcard]

    var body: some View {
        ShareLink(items: postcards) {
            Text("Share postcards")
        }
    }
}
