// iOS 26's section index: the letters down a list's trailing edge that jump to its sections.
// The headless host draws no index, so both keep their content under a named node.

extension View {
    public func listSectionIndexVisibility(_ visibility: Visibility) -> some View {
        _Decorated(content: self, name: "listSectionIndexVisibility", detail: "\(visibility)")
    }

    public func sectionIndexLabel(_ label: Text?) -> some View {
        _Decorated(content: self, name: "sectionIndexLabel")
    }
}
