import Foundation
import SherpaCore

extension Workspace {
    /// `url`'s path from the course's root, as a learner would type it; its full path when it is outside.
    package func relativePath(_ url: URL) -> String {
        let full = url.standardizedFileURL.path
        let base = root.standardizedFileURL.path
        return full.hasPrefix(base + "/") ? String(full.dropFirst(base.count + 1)) : full
    }
}
