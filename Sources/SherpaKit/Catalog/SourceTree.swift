import Foundation

/// Lists the files of a folder the way every sherpa command sees a learner's tree:
/// regular files only, hidden files skipped, symbolic links never followed.
public enum SourceTree {
    /// Relative paths of every regular file below `folder`, sorted.
    public static func files(in folder: URL, excluding excluded: [String] = [], extensions: Set<String>? = nil) throws -> [String] {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return []
        }
        var result: [String] = []
        try walk(folder, prefix: "", excluded: Set(excluded), extensions: extensions, into: &result)
        return result.sorted()
    }

    private static func walk(_ folder: URL, prefix: String, excluded: Set<String>, extensions: Set<String>?, into result: inout [String]) throws {
        let manager = FileManager.default
        for name in try manager.contentsOfDirectory(atPath: folder.path) where !name.hasPrefix(".") {
            let relative = prefix.isEmpty ? name : prefix + "/" + name
            if excluded.contains(relative) { continue }
            let url = folder.appendingPathComponent(name)
            let attributes = try manager.attributesOfItem(atPath: url.path)
            switch attributes[.type] as? FileAttributeType {
            case .typeDirectory?:
                try walk(url, prefix: relative, excluded: excluded, extensions: extensions, into: &result)
            case .typeRegular?:
                if let extensions, !extensions.contains(url.pathExtension) { continue }
                result.append(relative)
            default:
                continue  // symbolic links and devices are never read
            }
        }
    }
}
