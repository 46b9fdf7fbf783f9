import Foundation

// A `LocalizedStringResource` (iOS 16) resolves to its text when the view is made. Apple's resource
// overloads yield to the `LocalizedStringKey` ones, so a string literal still makes a key; a
// resource is used only when the code passes one.

extension Text {
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        self.init(verbatim: String(localized: resource))
    }
}

extension LocalizedStringKey.StringInterpolation {
    public mutating func appendInterpolation(_ resource: LocalizedStringResource) {
        output += String(localized: resource)
    }
}

extension Label where Title == Text, Icon == Image {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage name: String) {
        self.init(title: { Text(titleResource) }, icon: { Image(systemName: name) })
    }
}
