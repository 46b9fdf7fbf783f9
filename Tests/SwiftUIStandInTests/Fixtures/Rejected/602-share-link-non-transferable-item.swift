// Apple: error: Initializer 'init(item:subject:message:preview:)' requires that 'Note' conform to 'Transferable'
import SwiftUI

struct Note {
    var text: String
}

struct NoteView: View {
    let note: Note

    var body: some View {
        ShareLink(item: note, preview: SharePreview(note.text))
    }
}
