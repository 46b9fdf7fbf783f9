import Foundation

// View modifiers that take a `LocalizedStringResource` (iOS 16). Each yields to its
// `LocalizedStringKey` form, so a string literal keeps making a key as on Apple's; the resource is
// resolved to its text and handed to the `Text` form.

extension View {
    @_disfavoredOverload
    public func help(_ textKey: LocalizedStringResource) -> some View {
        help(Text(textKey))
    }

    @_disfavoredOverload
    public func accessibilityLabel(_ label: LocalizedStringResource) -> some View {
        accessibilityLabel(Text(label))
    }

    @_disfavoredOverload
    public func accessibilityHint(_ hint: LocalizedStringResource) -> some View {
        accessibilityHint(Text(hint))
    }

    @_disfavoredOverload
    public func confirmationDialog<A>(_ titleResource: LocalizedStringResource, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View where A: View {
        confirmationDialog(Text(titleResource), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }
}
