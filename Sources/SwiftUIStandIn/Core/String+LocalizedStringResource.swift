#if !canImport(Darwin)
import Foundation

// Looking a resource up: with no string catalogue on Linux, its default value is the text.

extension String {
    public init(localized resource: LocalizedStringResource) {
        self = resource.defaultValue.text
    }
}

extension AttributedString {
    public init(localized resource: LocalizedStringResource) {
        self.init(localized: resource.defaultValue)
    }

    public init(localized resource: LocalizedStringResource, options: AttributedString.LocalizationOptions) {
        self.init(localized: resource.defaultValue, options: options)
    }
}
#endif
