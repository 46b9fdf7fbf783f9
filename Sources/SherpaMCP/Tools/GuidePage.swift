import Foundation

/// A guide page cut at its `##` headings, so an assistant can fetch one part at a time.
struct GuidePage {
    struct Part: Equatable {
        var heading: String
        var markdown: String
    }

    let parts: [Part]

    init(markdown: String) {
        var parts: [Part] = []
        var inFence = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            // A `##` inside a code block is code, not a heading.
            if line.hasPrefix("```") { inFence.toggle() }
            if !inFence, line.hasPrefix("## ") {
                parts.append(Part(heading: line.dropFirst(3).trimmingCharacters(in: .whitespaces), markdown: String(line)))
            } else if !parts.isEmpty {
                parts[parts.count - 1].markdown += "\n" + line
            }
        }
        self.parts = parts.map { Part(heading: $0.heading, markdown: $0.markdown.trimmingCharacters(in: .whitespacesAndNewlines) + "\n") }
    }

    var headings: [String] { parts.map(\.heading) }

    /// The part with this heading (any case) or this number from 1.
    func part(_ wanted: String) -> Part? {
        if let number = Int(wanted), parts.indices.contains(number - 1) { return parts[number - 1] }
        let key = wanted.trimmingCharacters(in: .whitespaces).lowercased()
        return parts.first { $0.heading.lowercased() == key }
    }
}
