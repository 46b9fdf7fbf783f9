/// What a document reads itself from: the file and its content type.
public struct FileDocumentReadConfiguration {
    public let contentType: UTType
    public let file: FileWrapper

    /// The configuration of a file the host (or a test) opens.
    package init(contentType: UTType, file: FileWrapper) {
        self.contentType = contentType
        self.file = file
    }
}
