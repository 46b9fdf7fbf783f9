/// A value that can appear in a localized string through interpolation with a format
/// specifier (numbers).
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg

    var _arg: Self._Arg { get }
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
    public var _arg: Int { self }
    public var _specifier: String { "%ld" }
}

extension Int8: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public var _specifier: String { "%d" }
}

extension Int16: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public var _specifier: String { "%d" }
}

extension Int32: _FormatSpecifiable {
    public var _arg: Int32 { self }
    public var _specifier: String { "%d" }
}

extension Int64: _FormatSpecifiable {
    public var _arg: Int64 { self }
    public var _specifier: String { "%lld" }
}

extension UInt: _FormatSpecifiable {
    public var _arg: UInt { self }
    public var _specifier: String { "%lu" }
}

extension UInt8: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public var _specifier: String { "%u" }
}

extension UInt16: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public var _specifier: String { "%u" }
}

extension UInt32: _FormatSpecifiable {
    public var _arg: UInt32 { self }
    public var _specifier: String { "%u" }
}

extension UInt64: _FormatSpecifiable {
    public var _arg: UInt64 { self }
    public var _specifier: String { "%llu" }
}

extension Float: _FormatSpecifiable {
    public var _arg: Float { self }
    public var _specifier: String { "%f" }
}

extension Double: _FormatSpecifiable {
    public var _arg: Double { self }
    public var _specifier: String { "%lf" }
}

extension CGFloat: _FormatSpecifiable {
    public var _arg: CGFloat { self }
    public var _specifier: String { "%lf" }
}

/// The key of a localized string. The stand-in has no string tables, so the key reads as
/// its own text.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    package let resolved: String

    public init(_ value: String) {
        resolved = value
    }

    public init(stringLiteral value: String) {
        resolved = value
    }

    public init(stringInterpolation: StringInterpolation) {
        resolved = stringInterpolation.output
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity)
        }

        public mutating func appendLiteral(_ literal: String) {
            output += literal
        }

        public mutating func appendInterpolation(_ string: String) {
            output += string
        }

        public mutating func appendInterpolation<Subject: ReferenceConvertible>(
            _ subject: Subject,
            formatter: Formatter? = nil
        ) {
            if let formatter, let text = formatter.string(for: subject) {
                output += text
            } else {
                output += String(describing: subject)
            }
        }

        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil) where Subject: NSObject {
            if let formatter, let text = formatter.string(for: subject) {
                output += text
            } else {
                output += subject.description
            }
        }

        public mutating func appendInterpolation(_ attributedString: AttributedString) {
            output += String(attributedString.characters)
        }

        public mutating func appendInterpolation<F: FormatStyle>(
            _ input: F.FormatInput,
            format: F
        ) where F.FormatInput: Equatable, F.FormatOutput == String {
            output += format.format(input)
        }

        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            output += String(describing: value)
        }

        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            output += String(format: specifier, value._arg)
        }

        public mutating func appendInterpolation(_ text: Text) {
            output += text.content
        }

        public mutating func appendInterpolation(_ image: Image) {
            // An inline symbol has no text of its own.
        }
    }
}

/// Displays read-only text.
public struct Text: Equatable, Sendable {
    package let content: String

    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        content = key.resolved
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    public init(verbatim content: String) {
        self.content = content
    }

    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        content = format.format(input)
    }

    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(verbatim: lhs.content + rhs.content)
    }

    // Styling doesn't change what a test reads, so these keep the text as it is.
    public func font(_ font: Font?) -> Text { self }
    public func bold() -> Text { self }
    public func italic() -> Text { self }
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
}

extension Text: View {
    public typealias Body = Never
}

extension Text: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        [_Node(.text(content), path: context.path)]
    }
}

/// A symbol from SF Symbols, or a named image.
public struct Image: Equatable, Sendable {
    package let name: String

    public init(systemName: String) {
        name = systemName
    }

    public init(_ name: String, bundle: Bundle? = nil) {
        self.name = name
    }
}

extension Image: View {
    public typealias Body = Never
}

extension Image: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        [_Node(.image(name), path: context.path)]
    }
}

/// A title with an icon.
nonisolated public struct Label<Title: View, Icon: View>: View {
    public typealias Body = Never

    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
}

extension Label: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        let node = _Node(.label, path: context.path)
        node.children = context.appending("title").render(title) + context.appending("icon").render(icon)
        return [node]
    }
}

/// A font for text.
public struct Font: Hashable, Sendable {
    package let name: String

    package init(name: String) {
        self.name = name
    }

    public static let largeTitle = Font(name: "largeTitle")
    public static let title = Font(name: "title")
    public static let title2 = Font(name: "title2")
    public static let title3 = Font(name: "title3")
    public static let headline = Font(name: "headline")
    public static let subheadline = Font(name: "subheadline")
    public static let body = Font(name: "body")
    public static let callout = Font(name: "callout")
    public static let footnote = Font(name: "footnote")
    public static let caption = Font(name: "caption")
    public static let caption2 = Font(name: "caption2")

    /// The iOS 13 spelling; disfavoured, so a call both accept (`.system(size: 12)`) is not
    /// ambiguous and keeps resolving to the newer one.
    @_disfavoredOverload
    public static func system(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default) -> Font {
        system(size: size, weight: Optional(weight), design: Optional(design))
    }

    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        Font(name: "system \(size)")
    }

    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font {
        Font(name: "system \(style)")
    }

    public func bold() -> Font { Font(name: name + " bold") }
    public func italic() -> Font { Font(name: name + " italic") }
    public func weight(_ weight: Font.Weight) -> Font { Font(name: name + " \(weight.name)") }

    public struct Weight: Hashable, Sendable {
        let name: String

        public static let ultraLight = Weight(name: "ultraLight")
        public static let thin = Weight(name: "thin")
        public static let light = Weight(name: "light")
        public static let regular = Weight(name: "regular")
        public static let medium = Weight(name: "medium")
        public static let semibold = Weight(name: "semibold")
        public static let bold = Weight(name: "bold")
        public static let heavy = Weight(name: "heavy")
        public static let black = Weight(name: "black")
    }

    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }
}
