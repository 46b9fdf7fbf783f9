import Foundation
import SwiftUI

nonisolated struct Postcard: Transferable {
    var caption: String
    var picture: Image

    static var transferRepresentation: some TransferRepresentation {
        ProxyRepresentation(exporting: \.caption)
    }
}

/// The share links of an article screen: the system's label, a titled one, and custom labels.
struct ArticleShareScreen: View {
    let article = URL(string: "https://example.com/articles/42")!
    let related = [URL(string: "https://example.com/a")!, URL(string: "https://example.com/b")!]
    let postcards = [Postcard(caption: "Harbour", picture: Image("harbour"))]

    var body: some View {
        VStack {
            ShareLink(item: article)
            ShareLink("Send article", item: article, subject: Text("Worth a read"), message: Text("Found this"))
            ShareLink(items: related) {
                Text("Share related")
            }
            ShareLink(items: postcards) { postcard in
                SharePreview(postcard.caption, image: postcard.picture)
            } label: {
                Label("Postcards", systemImage: "photo")
            }
            ShareLink(item: postcards[0].picture, preview: SharePreview("Harbour", image: postcards[0].picture))
            ShareLink("Quote", item: "Simplicity is prerequisite for reliability.")
        }
    }
}

/// A note editor that takes text from the pasteboard.
struct PasteNoteScreen: View {
    @State private var note = "Empty note"

    var body: some View {
        VStack {
            Text(note)
            PasteButton(payloadType: String.self) { strings in
                note = strings.joined()
            }
            PasteButton(supportedContentTypes: [.plainText]) { providers in
                note = "\(providers.count) items"
            }
        }
    }
}
