// Controls titled with an asset catalog's image (iOS 17), as the `systemImage:` forms are with a
// symbol.

extension Button where Label == SwiftUI.Label<Text, Image> {
    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, action: @escaping @MainActor () -> Void) {
        self.init(role: nil, action: action) { SwiftUI.Label(Text(titleKey), resource: image) }
    }

    @_disfavoredOverload @preconcurrency
    public init<S: StringProtocol>(_ title: S, image: ImageResource, action: @escaping @MainActor () -> Void) {
        self.init(role: nil, action: action) { SwiftUI.Label(Text(title), resource: image) }
    }

    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { SwiftUI.Label(Text(titleKey), resource: image) }
    }

    @_disfavoredOverload @preconcurrency
    public init<S: StringProtocol>(_ title: S, image: ImageResource, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { SwiftUI.Label(Text(title), resource: image) }
    }
}

extension Menu where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { SwiftUI.Label(Text(titleKey), resource: image) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { SwiftUI.Label(Text(title), resource: image) }
    }

    public init(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { SwiftUI.Label(Text(titleKey), resource: image) }, primaryAction: primaryAction)
    }
}

extension Picker where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { SwiftUI.Label(Text(titleKey), resource: image) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { SwiftUI.Label(Text(title), resource: image) }
    }

    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey,
        image: ImageResource,
        sources: C,
        selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) where C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content) { SwiftUI.Label(Text(titleKey), resource: image) }
    }

    @_disfavoredOverload
    public init<C: RandomAccessCollection, S: StringProtocol>(
        _ title: S,
        image: ImageResource,
        sources: C,
        selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) where C.Element == Binding<SelectionValue> {
        self.init(sources: sources, selection: selection, content: content) { SwiftUI.Label(Text(title), resource: image) }
    }
}

extension Toggle where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { SwiftUI.Label(Text(titleKey), resource: image) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { SwiftUI.Label(Text(title), resource: image) }
    }

    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, image: ImageResource, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { SwiftUI.Label(Text(titleKey), resource: image) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, image: ImageResource, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { SwiftUI.Label(Text(title), resource: image) }
    }
}
