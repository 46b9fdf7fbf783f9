/// A document an app reads from and writes to a file, held as an observable object. Saving
/// takes a snapshot first, so the object can change while the file is written.
public protocol ReferenceFileDocument: ObservableObject {
    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration

    associatedtype Snapshot

    static var readableContentTypes: [UTType] { get }

    static var writableContentTypes: [UTType] { get }

    init(configuration: Self.ReadConfiguration) throws

    func snapshot(contentType: UTType) throws -> Self.Snapshot

    func fileWrapper(snapshot: Self.Snapshot, configuration: Self.WriteConfiguration) throws -> FileWrapper
}

extension ReferenceFileDocument {
    public static var writableContentTypes: [UTType] {
        readableContentTypes
    }
}
