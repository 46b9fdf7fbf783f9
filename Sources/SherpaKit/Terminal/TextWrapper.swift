import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading

/// Greedy word wrapping that leaves existing line breaks alone. A line's own leading spaces
/// are kept (and repeated on its continuation lines), so code quoted in a message keeps its shape.
package enum TextWrapper {
    package static func wrap(_ text: String, width: Int, indent: String = "") -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { paragraph -> String in
            let margin = String(paragraph.prefix { $0 == " " })
            var lines: [String] = []
            var current = ""
            for word in paragraph.split(separator: " ") {
                let candidate = current.isEmpty ? margin + word : current + " " + word
                let room = width - (lines.isEmpty ? 0 : indent.count)
                if candidate.count > room, current.count > margin.count {
                    lines.append(current)
                    current = margin + word
                } else {
                    current = candidate
                }
            }
            lines.append(current.count > margin.count ? current : "")
            return lines.joined(separator: "\n" + indent)
        }.joined(separator: "\n" + indent)
    }
}
