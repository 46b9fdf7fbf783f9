#if canImport(SwiftUI)
import SwiftUI

extension NavigationRouter {
    /// The typed path as SwiftUI's type-erased `NavigationPath`, for an API that asks for one
    /// (its `codable` is what scene storage saves). The conversion only goes this way: a
    /// `NavigationPath` never hands its values back, so `path` stays the source of truth.
    var navigationPath: NavigationPath {
        NavigationPath(path)
    }
}
#endif
