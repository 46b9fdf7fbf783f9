// Styling of text, images and fonts beyond the basics. Styling never changes what a test reads,
// so each of these keeps the text, image or font as it is.

extension Text {
    public enum TruncationMode: Sendable {
        case head, tail, middle
    }

    public enum Case: Sendable {
        case uppercase, lowercase
    }

    public struct DateStyle: Sendable {
        let name: String

        public static let time = DateStyle(name: "time")
        public static let date = DateStyle(name: "date")
        public static let relative = DateStyle(name: "relative")
        public static let offset = DateStyle(name: "offset")
        public static let timer = DateStyle(name: "timer")
    }

    public init(_ date: Date, style: Text.DateStyle) {
        self.init(verbatim: date.formatted())
    }

    public init(_ image: Image) {
        self.init(verbatim: "")
    }

    public func foregroundColor(_ color: Color?) -> Text { self }
    public func fontDesign(_ design: Font.Design?) -> Text { self }
    public func fontWidth(_ width: Font.Width?) -> Text { self }
    public func bold(_ isActive: Bool) -> Text { self }
    public func italic(_ isActive: Bool) -> Text { self }
    public func monospaced(_ isActive: Bool = true) -> Text { self }
    public func monospacedDigit() -> Text { self }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    public func kerning(_ kerning: CGFloat) -> Text { self }
    public func tracking(_ tracking: CGFloat) -> Text { self }
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text { self }

    public struct Scale: Sendable {
        let name: String

        public static let `default` = Scale(name: "default")
        public static let secondary = Scale(name: "secondary")
    }
}

extension Font {
    public struct Width: Hashable, Sendable {
        public var value: CGFloat

        public init(_ value: CGFloat) {
            self.value = value
        }

        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }

    public enum Leading: Sendable {
        case standard, tight, loose
    }

    public static func system(size: CGFloat, weight: Font.Weight) -> Font {
        Font(name: "system \(size)")
    }

    public static func system(_ style: Font.TextStyle, design: Font.Design) -> Font {
        Font(name: "system \(style)")
    }

    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(name: "custom \(name) \(size)")
    }

    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        Font(name: "custom \(name) \(size)")
    }

    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(name: "custom \(name) \(fixedSize)")
    }

    public func smallCaps() -> Font { Font(name: name + " smallCaps") }
    public func lowercaseSmallCaps() -> Font { Font(name: name + " smallCaps") }
    public func uppercaseSmallCaps() -> Font { Font(name: name + " smallCaps") }
    public func monospacedDigit() -> Font { Font(name: name + " monospacedDigit") }
    public func monospaced() -> Font { Font(name: name + " monospaced") }
    public func leading(_ leading: Font.Leading) -> Font { self }
    public func width(_ width: Font.Width) -> Font { self }
}

extension Image {
    public enum TemplateRenderingMode: Hashable, Sendable {
        case template, original
    }

    public enum ResizingMode: Hashable, Sendable {
        case tile, stretch
    }

    public enum Interpolation: Hashable, Sendable {
        case none, low, medium, high
    }

    public enum Scale: Hashable, Sendable {
        case small, medium, large
    }

    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
    }

    public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
    }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image { self }
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image { self }
    public func interpolation(_ interpolation: Image.Interpolation) -> Image { self }
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}

// MARK: - Accessibility

/// What an element is to assistive technologies.
public struct AccessibilityTraits: SetAlgebra, Sendable {
    private var names: Set<String>

    public init() {
        names = []
    }

    private init(_ name: String) {
        names = [name]
    }

    public static let isButton = AccessibilityTraits("isButton")
    public static let isHeader = AccessibilityTraits("isHeader")
    public static let isSelected = AccessibilityTraits("isSelected")
    public static let isLink = AccessibilityTraits("isLink")
    public static let isSearchField = AccessibilityTraits("isSearchField")
    public static let isImage = AccessibilityTraits("isImage")
    public static let playsSound = AccessibilityTraits("playsSound")
    public static let isKeyboardKey = AccessibilityTraits("isKeyboardKey")
    public static let isStaticText = AccessibilityTraits("isStaticText")
    public static let isSummaryElement = AccessibilityTraits("isSummaryElement")
    public static let updatesFrequently = AccessibilityTraits("updatesFrequently")
    public static let startsMediaSession = AccessibilityTraits("startsMediaSession")
    public static let allowsDirectInteraction = AccessibilityTraits("allowsDirectInteraction")
    public static let causesPageTurn = AccessibilityTraits("causesPageTurn")
    public static let isModal = AccessibilityTraits("isModal")
    public static let isToggle = AccessibilityTraits("isToggle")

    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(names: names.union(other.names)) }
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(names: names.intersection(other.names)) }
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits { AccessibilityTraits(names: names.symmetricDifference(other.names)) }
    public func contains(_ member: AccessibilityTraits) -> Bool { member.names.isSubset(of: names) }
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let inserted = !contains(newMember)
        names.formUnion(newMember.names)
        return (inserted, newMember)
    }
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        guard contains(member) else { return nil }
        names.subtract(member.names)
        return member
    }
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        let had = contains(newMember)
        names.formUnion(newMember.names)
        return had ? newMember : nil
    }
    public mutating func formUnion(_ other: AccessibilityTraits) { names.formUnion(other.names) }
    public mutating func formIntersection(_ other: AccessibilityTraits) { names.formIntersection(other.names) }
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) { names.formSymmetricDifference(other.names) }

    private init(names: Set<String>) {
        self.names = names
    }
}

public struct AccessibilityChildBehavior: Sendable {
    let name: String

    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    public static let contain = AccessibilityChildBehavior(name: "contain")
    public static let combine = AccessibilityChildBehavior(name: "combine")
}

public enum AccessibilityAdjustmentDirection: Sendable {
    case increment, decrement
}

// Accessibility descriptions leave a note with what VoiceOver would read.
extension View {
    public func accessibilityLabel(_ label: Text) -> some View {
        _Decorated(content: self, name: "accessibilityLabel", detail: label.content)
    }

    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        _Decorated(content: self, name: "accessibilityLabel", detail: labelKey.resolved)
    }

    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        _Decorated(content: self, name: "accessibilityLabel", detail: String(label))
    }

    public func accessibilityHint(_ hint: Text) -> some View {
        _Decorated(content: self, name: "accessibilityHint", detail: hint.content)
    }

    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
        _Decorated(content: self, name: "accessibilityHint", detail: hintKey.resolved)
    }

    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        _Decorated(content: self, name: "accessibilityHint", detail: String(hint))
    }

    public func accessibilityValue(_ valueDescription: Text) -> some View {
        _Decorated(content: self, name: "accessibilityValue", detail: valueDescription.content)
    }

    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
        _Decorated(content: self, name: "accessibilityValue", detail: valueKey.resolved)
    }

    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        _Decorated(content: self, name: "accessibilityValue", detail: String(value))
    }

    public func accessibilityHidden(_ hidden: Bool) -> some View {
        _Decorated(content: self, name: "accessibilityHidden")
    }

    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        _Decorated(content: self, name: "accessibilityElement")
    }

    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        _Decorated(content: self, name: "accessibilityAddTraits")
    }

    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        _Decorated(content: self, name: "accessibilityRemoveTraits")
    }

    public func accessibilityIdentifier(_ identifier: String) -> some View {
        _Decorated(content: self, name: "accessibilityIdentifier", detail: identifier)
    }

    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View {
        _Decorated(content: self, name: "accessibilityInputLabels")
    }

    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View {
        _Decorated(content: self, name: "accessibilityInputLabels")
    }

    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View {
        _Decorated(content: self, name: "accessibilityAction")
    }

    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View {
        _Decorated(content: self, name: "accessibilityAction")
    }

    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View {
        _Decorated(content: self, name: "accessibilityAdjustableAction")
    }

    public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
        _Decorated(content: self, name: "accessibilitySortPriority")
    }

    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View {
        _Decorated(content: self, name: "accessibilityIgnoresInvertColors")
    }

    public func accessibilityShowsLargeContentViewer() -> some View {
        _Decorated(content: self, name: "accessibilityShowsLargeContentViewer")
    }
}

public struct AccessibilityActionKind: Sendable {
    let name: String

    public static let `default` = AccessibilityActionKind(name: "default")
    public static let escape = AccessibilityActionKind(name: "escape")
    public static let magicTap = AccessibilityActionKind(name: "magicTap")

    public init(named name: Text) {
        self.name = name.content
    }

    private init(name: String) {
        self.name = name
    }
}

public enum AccessibilityHeadingLevel: UInt, Sendable {
    case unspecified, h1, h2, h3, h4, h5, h6
}

// The accessibility modifiers before iOS 14 took their arguments by label.
extension View {
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
        _Decorated(content: self, name: "accessibilityHeading")
    }

    @available(iOS, deprecated: 100000.0, renamed: "accessibilityLabel(_:)")
    public func accessibility(label: Text) -> some View {
        accessibilityLabel(label)
    }

    @available(iOS, deprecated: 100000.0, renamed: "accessibilityValue(_:)")
    public func accessibility(value: Text) -> some View {
        accessibilityValue(value)
    }

    @available(iOS, deprecated: 100000.0, renamed: "accessibilityHint(_:)")
    public func accessibility(hint: Text) -> some View {
        accessibilityHint(hint)
    }

    @available(iOS, deprecated: 100000.0, renamed: "accessibilityHidden(_:)")
    public func accessibility(hidden: Bool) -> some View {
        accessibilityHidden(hidden)
    }

    @available(iOS, deprecated: 100000.0, renamed: "accessibilityAddTraits(_:)")
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View {
        accessibilityAddTraits(traits)
    }

    @available(iOS, deprecated: 100000.0, renamed: "accessibilityRemoveTraits(_:)")
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View {
        accessibilityRemoveTraits(traits)
    }

    @available(iOS, deprecated: 100000.0, renamed: "accessibilityIdentifier(_:)")
    public func accessibility(identifier: String) -> some View {
        accessibilityIdentifier(identifier)
    }

    @available(iOS, deprecated: 100000.0, renamed: "accessibilityInputLabels(_:)")
    public func accessibility(inputLabels: [Text]) -> some View {
        accessibilityInputLabels(inputLabels)
    }

    /// A title of your own, bound to a value the view can rename (iOS 16).
    public func navigationTitle(_ title: Binding<String>) -> some View {
        _TitleModifier(content: self, title: title.wrappedValue)
    }
}

private struct AccessibilityEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    public var accessibilityEnabled: Bool {
        get { self[AccessibilityEnabledKey.self] }
        set { self[AccessibilityEnabledKey.self] = newValue }
    }
}

extension URL {
    /// The app's Documents folder (iOS 16, macOS 13); Foundation on Linux lacks the shortcut.
    @_disfavoredOverload
    public static var documentsDirectory: URL {
        FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
    }
}
