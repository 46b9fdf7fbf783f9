/// One entry of a custom rotor: a label, and the element (or text range) VoiceOver moves to.
nonisolated public struct AccessibilityRotorEntry<ID: Hashable>: AccessibilityRotorContent, _PrimitiveRotorContent {
    public typealias Body = Never

    let label: Text?
    let id: ID?
    let textRange: Range<String.Index>?
    let prepare: () -> Void

    public init(_ label: Text, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping (() -> Void) = {}) {
        self.label = label
        self.id = id
        self.textRange = textRange
        self.prepare = prepare
    }

    public init(_ labelKey: LocalizedStringKey, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping (() -> Void) = {}) {
        self.init(Text(labelKey), id: id, textRange: textRange, prepare: prepare)
    }

    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping (() -> Void) = {}) {
        self.init(Text(label), id: id, textRange: textRange, prepare: prepare)
    }

    public init(_ label: Text, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil, prepare: @escaping (() -> Void) = {}) {
        self.init(label, id: id, textRange: textRange, prepare: prepare)
    }

    public init(_ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil, prepare: @escaping (() -> Void) = {}) {
        self.init(Text(labelKey), id: id, textRange: textRange, prepare: prepare)
    }

    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, _ id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil, prepare: @escaping (() -> Void) = {}) {
        self.init(Text(label), id: id, textRange: textRange, prepare: prepare)
    }

    public init(_ label: Text? = nil, textRange: Range<String.Index>, prepare: @escaping (() -> Void) = {}) where ID == Never {
        self.label = label
        id = nil
        self.textRange = textRange
        self.prepare = prepare
    }

    public init(_ labelKey: LocalizedStringKey, textRange: Range<String.Index>, prepare: @escaping (() -> Void) = {}) where ID == Never {
        self.init(Text(labelKey), textRange: textRange, prepare: prepare)
    }

    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, textRange: Range<String.Index>, prepare: @escaping (() -> Void) = {}) where ID == Never {
        self.init(Text(label), textRange: textRange, prepare: prepare)
    }
}
