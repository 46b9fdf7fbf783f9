import Foundation

// Controls titled with a `LocalizedStringResource` (iOS 16), as the `LocalizedStringKey` forms are
// with a key. Each yields to its key form, so a string literal keeps making a key as on Apple's.

extension Button where Label == Text {
    @_disfavoredOverload @preconcurrency
    public init(_ titleResource: LocalizedStringResource, action: @escaping @MainActor () -> Void) {
        self.init(role: nil, action: action) { Text(titleResource) }
    }

    @_disfavoredOverload @preconcurrency
    public init(_ titleResource: LocalizedStringResource, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleResource) }
    }
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    @_disfavoredOverload @preconcurrency
    public init(_ titleResource: LocalizedStringResource, image: ImageResource, action: @escaping @MainActor () -> Void) {
        self.init(role: nil, action: action) { SwiftUI.Label(Text(titleResource), resource: image) }
    }

    @_disfavoredOverload @preconcurrency
    public init(_ titleResource: LocalizedStringResource, image: ImageResource, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { SwiftUI.Label(Text(titleResource), resource: image) }
    }
}

extension Toggle where Label == Text {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleResource) }
    }

    @_disfavoredOverload
    public init<C>(_ titleResource: LocalizedStringResource, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) where C: RandomAccessCollection {
        self.init(sources: sources, isOn: isOn) { Text(titleResource) }
    }
}

extension Toggle where Label == SwiftUI.Label<Text, Image> {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { SwiftUI.Label(Text(titleResource), resource: image) }
    }
}

extension TextField where Label == Text {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleResource) }
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis) { Text(titleResource) }
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil, axis: Axis? = nil) {
        self.init(text: text, selection: selection, prompt: prompt, axis: axis) { Text(titleResource) }
    }
}

extension Picker where Label == Text {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleResource) }
    }

    @_disfavoredOverload
    public init<C>(
        _ titleResource: LocalizedStringResource,
        sources: C,
        selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) where C: RandomAccessCollection {
        self.init(sources: sources, selection: selection, content: content) { Text(titleResource) }
    }
}

extension Menu where Label == Text {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleResource) }
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(titleResource) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == SwiftUI.Label<Text, Image> {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { SwiftUI.Label(Text(titleResource), resource: image) }
    }
}

extension Link where Label == Text {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, destination: URL) {
        self.init(destination: destination) { Text(titleResource) }
    }
}
