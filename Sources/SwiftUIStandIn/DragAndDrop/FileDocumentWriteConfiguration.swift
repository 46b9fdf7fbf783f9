/// What a document writes itself for: the content type, and the file it replaces, if any.
public struct FileDocumentWriteConfiguration {
    public let contentType: UTType
    public let existingFile: FileWrapper?

    /// The configuration of a save the host (or a test) performs.
    package init(contentType: UTType, existingFile: FileWrapper?) {
        self.contentType = contentType
        self.existingFile = existingFile
    }
}
