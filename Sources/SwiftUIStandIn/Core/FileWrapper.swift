// A file or folder held in memory, which Apple's Foundation provides and document-based apps
// read and write through `FileDocument`. Foundation on Linux has no such class.
#if !canImport(Darwin)
import Foundation

open class FileWrapper: NSObject, @unchecked Sendable {
    private enum Contents {
        case regularFile(Data)
        case directory([String: FileWrapper])
    }

    private var contents: Contents

    open var filename: String?
    open var preferredFilename: String?

    public init(regularFileWithContents contents: Data) {
        self.contents = .regularFile(contents)
        super.init()
    }

    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        for (name, child) in childrenByPreferredName where child.preferredFilename == nil {
            child.preferredFilename = name
        }
        contents = .directory(childrenByPreferredName)
        super.init()
    }

    open var isRegularFile: Bool {
        if case .regularFile = contents { return true }
        return false
    }

    open var isDirectory: Bool {
        if case .directory = contents { return true }
        return false
    }

    open var regularFileContents: Data? {
        if case .regularFile(let data) = contents { return data }
        return nil
    }

    open var fileWrappers: [String: FileWrapper]? {
        if case .directory(let children) = contents { return children }
        return nil
    }

    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
        guard case .directory(var children) = contents else {
            preconditionFailure("Only a directory file wrapper has children.")
        }
        let base = child.preferredFilename ?? "Untitled"
        var name = base
        var counter = 2
        while children[name] != nil {
            name = "\(counter) \(base)"
            counter += 1
        }
        child.filename = name
        children[name] = child
        contents = .directory(children)
        return name
    }

    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
        let child = FileWrapper(regularFileWithContents: data)
        child.preferredFilename = fileName
        return addFileWrapper(child)
    }
}
#endif
