// A toggle over several sources shows on only when every source is on; flipping it sets them all.
extension Toggle {
    public init<C: RandomAccessCollection>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label) {
        let all = Binding<Bool>(
            read: { !sources.isEmpty && sources.allSatisfy { $0[keyPath: isOn].wrappedValue } },
            write: { newValue in
                for source in sources {
                    source[keyPath: isOn].wrappedValue = newValue
                }
            }
        )
        self.init(isOn: all, label: label)
    }
}

extension Toggle where Label == Text {
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == SwiftUI.Label<Text, Image> {
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, systemImage: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { SwiftUI.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, systemImage: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { SwiftUI.Label(title, systemImage: systemImage) }
    }
}
