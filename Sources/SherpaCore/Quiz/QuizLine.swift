/// One line the quiz says, with the layout the terminal needs to wrap it: how far it is indented,
/// the marker that leads it (a choice's number, a ✔ or ✘ with the number) and its words. Wrapped
/// lines hang under the words, not under the marker, so the renderer is told where that is rather
/// than guessing it from the finished text.
package struct QuizLine: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        /// Words to wrap to the terminal's width.
        case prose
        /// A line of a question's code snippet: printed as it is, never wrapped.
        case code
    }

    package var kind: Kind
    /// Spaces before the line (before the marker, when there is one).
    package var indent: Int
    /// `1)` or `✔ 1)`: printed before the words, which wrapped lines align with.
    package var marker: String?
    package var text: String

    init(kind: Kind = .prose, indent: Int = 0, marker: String? = nil, text: String) {
        self.kind = kind
        self.indent = indent
        self.marker = marker
        self.text = text
    }

    package static func prose(_ text: String, indent: Int = 0) -> QuizLine {
        QuizLine(indent: indent, text: text)
    }

    static func choice(_ marker: String, _ text: String, indent: Int = 2) -> QuizLine {
        QuizLine(indent: indent, marker: marker, text: text)
    }

    package static func code(_ text: String) -> QuizLine {
        QuizLine(kind: .code, text: text)
    }

    package static let blank = QuizLine.prose("")

    /// The same line further in, as when a review is nested under its question in the summary.
    func indented(by spaces: Int) -> QuizLine {
        var line = self
        line.indent += spaces
        return line
    }

    /// The line as plain text before wrapping.
    package var plain: String {
        switch kind {
        case .code: return Self.codeBar + text
        case .prose: return String(repeating: " ", count: indent) + (marker.map { $0 + " " } ?? "") + text
        }
    }

    /// Sets a code line apart from the prose around it.
    static let codeBar = "  │ "
}
