// A text's lines, runs and slices, as a `TextRenderer` draws them. Nothing is laid out on Linux:
// a layout has no lines.
extension Text {
    public struct Layout: RandomAccessCollection {
        let lines: [Text.Layout.Line]

        public var isTruncated: Bool { false }
        public var startIndex: Int { lines.startIndex }
        public var endIndex: Int { lines.endIndex }
        public subscript(index: Int) -> Text.Layout.Line { lines[index] }

        /// One line of laid-out text.
        public struct Line: RandomAccessCollection {
            let runs: [Text.Layout.Run]

            public var origin: CGPoint { .zero }
            public var typographicBounds: Text.Layout.TypographicBounds { TypographicBounds() }
            public var startIndex: Int { runs.startIndex }
            public var endIndex: Int { runs.endIndex }
            public subscript(index: Int) -> Text.Layout.Run { runs[index] }
        }

        /// Glyphs of a line that share their attributes.
        public struct Run: RandomAccessCollection {
            let slices: [Text.Layout.RunSlice]

            public var layoutDirection: LayoutDirection { .leftToRight }
            public var typographicBounds: Text.Layout.TypographicBounds { TypographicBounds() }
            public var startIndex: Int { slices.startIndex }
            public var endIndex: Int { slices.endIndex }
            public subscript(index: Int) -> Text.Layout.RunSlice { slices[index] }
        }

        /// Some of a run's glyphs.
        public struct RunSlice {
            public var typographicBounds: Text.Layout.TypographicBounds { TypographicBounds() }
        }

        /// Where laid-out glyphs sit.
        public struct TypographicBounds: Equatable, Sendable {
            public var origin: CGPoint = .zero
            public var width: CGFloat = 0
            public var ascent: CGFloat = 0
            public var descent: CGFloat = 0
            public var leading: CGFloat = 0

            public var rect: CGRect { CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent) }
        }

        /// How a line, run or slice is drawn.
        public struct DrawingOptions: OptionSet, Sendable {
            public let rawValue: UInt32

            public init(rawValue: UInt32) {
                self.rawValue = rawValue
            }

            public static let disablesSubpixelQuantization = DrawingOptions(rawValue: 1)
        }
    }
}

extension GraphicsContext {
    public func draw(_ line: Text.Layout.Line, options: Text.Layout.DrawingOptions = .init()) {}

    public func draw(_ run: Text.Layout.Run, options: Text.Layout.DrawingOptions = .init()) {}

    public func draw(_ slice: Text.Layout.RunSlice, options: Text.Layout.DrawingOptions = .init()) {}
}
