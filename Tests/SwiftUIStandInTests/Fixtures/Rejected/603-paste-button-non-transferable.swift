// Apple: error: Initializer 'init(payloadType:onPaste:)' requires that 'Note' conform to 'Transferable'
import SwiftUI

struct Note {
    var text: String
}

struct PasteNoteView: View {
    @State private var notes: [Note] = []

    var body: some View {
        PasteButton(payloadType: Note.self) { pasted in
            notes = pasted
        }
    }
}
