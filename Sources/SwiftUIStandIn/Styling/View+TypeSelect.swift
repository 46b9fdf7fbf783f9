// `typeSelectEquivalent`: the text a list row is found by when the user types. The headless host
// has no keyboard navigation, so the row is kept under a note.

extension View {
    public func typeSelectEquivalent(_ text: Text?) -> some View {
        _Decorated(content: self, name: "typeSelectEquivalent")
    }

    public func typeSelectEquivalent(_ stringKey: LocalizedStringKey) -> some View {
        _Decorated(content: self, name: "typeSelectEquivalent")
    }

    public func typeSelectEquivalent<S: StringProtocol>(_ string: S) -> some View {
        _Decorated(content: self, name: "typeSelectEquivalent", detail: String(string))
    }
}
