import Foundation

extension Text {
    /// How a line under or through text is drawn.
    public struct LineStyle: Hashable, Sendable {
        /// The dashes of the line.
        public struct Pattern: Hashable, Sendable {
            let name: String

            public static let solid = Pattern(name: "solid")
            public static let dot = Pattern(name: "dot")
            public static let dash = Pattern(name: "dash")
            public static let dashDot = Pattern(name: "dashDot")
            public static let dashDotDot = Pattern(name: "dashDotDot")
        }

        let pattern: Pattern
        let color: Color?

        public static let single = LineStyle()

        public init(pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }
    }
}

// A line under or through the text of every `Text` inside; it changes nothing a test reads.
extension View {
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        _Decorated(content: self, name: "underline")
    }

    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        _Decorated(content: self, name: "strikethrough")
    }
}
