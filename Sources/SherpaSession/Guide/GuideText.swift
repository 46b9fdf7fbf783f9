import Foundation

/// A guide page as it is stored: its file in the course and its Markdown.
package struct GuideText: Equatable {
    /// The page shown without a section.
    package static let routeMapPath = "guide/route-map.md"

    package var path: String
    package var markdown: String
}
