import Foundation

extension FolderDigest {
    /// SHA-256 over every regular file below `folder`, in path order: each file contributes its
    /// relative path, a NUL, its bytes and a NUL, so renames and moves change the digest too.
    package static func compute(folder: URL) throws -> String {
        var hasher = SHA256()
        for relative in try SourceTree.files(in: folder) {
            hasher.update(relative)
            hasher.update([0])
            hasher.update(try Data(contentsOf: folder.appendingPathComponent(relative)))
            hasher.update([0])
        }
        return hasher.finalize()
    }

    /// Whether the folder in `workspace` still has the pinned contents.
    package func matches(in workspace: Workspace) -> Bool {
        (try? Self.compute(folder: workspace.url(path))) == sha256
    }
}
