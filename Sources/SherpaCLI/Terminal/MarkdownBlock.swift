import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading

/// A block of a Markdown page.
enum MarkdownBlock: Equatable {
    case heading(level: Int, text: String)
    case paragraph(String)
    case quote(String)
    case list([ListItem])
    case code(language: String?, lines: [String])
    case table([[String]])
    case rule

    struct ListItem: Equatable {
        var depth: Int
        /// The number of an ordered item; nil for a bullet.
        var ordinal: String?
        var text: String
    }
}
