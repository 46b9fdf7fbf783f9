import Foundation
import SherpaCore

/// What a reset of a section would do, read before anything is touched: the starter as git has
/// it and the files the learner's folder holds now.
package struct ResetPlan {
    package let section: CatalogSection
    /// The commit, branch or tag whose starter comes back.
    let ref: String
    let folder: URL
    let pristine: [String: String]
    /// The files and links the reset backs up and removes or replaces, relative to the folder.
    package let current: [String]
    /// Names that are not valid UTF-8: left untouched, and in no backup.
    package let untouched: [String]
    /// The folder already holds the starter: nothing to change and nothing to back up.
    package let isStarter: Bool
}
