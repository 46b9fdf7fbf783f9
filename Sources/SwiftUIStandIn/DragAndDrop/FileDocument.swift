/// A document an app reads from and writes to a file, held as a value.
public protocol FileDocument {
    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration

    static var readableContentTypes: [UTType] { get }

    static var writableContentTypes: [UTType] { get }

    init(configuration: Self.ReadConfiguration) throws

    func fileWrapper(configuration: Self.WriteConfiguration) throws -> FileWrapper
}

extension FileDocument {
    public static var writableContentTypes: [UTType] {
        readableContentTypes
    }
}
