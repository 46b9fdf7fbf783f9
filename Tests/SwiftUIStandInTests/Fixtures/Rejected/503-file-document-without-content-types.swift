// Apple: error: Type 'SketchDocument' does not conform to protocol 'FileDocument'
import SwiftUI

struct SketchDocument: FileDocument {
    var strokes: [Int] = []

    init() {}

    init(configuration: ReadConfiguration) throws {}

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        FileWrapper(regularFileWithContents: Data())
    }
}
