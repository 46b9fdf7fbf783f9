#if !canImport(Darwin)
import Foundation

// Apps since iOS 16 keep user-facing text to localize later as a `LocalizedStringResource`: an App
// Intent's title, a model's display name, the title of a SwiftUI control. Foundation on Linux lacks
// the type. There is no string catalogue here, so a resource reads as its default value with the
// interpolations filled in, which is what Apple's Foundation shows for a key the app does not translate.

/// A string to localize when it is shown, with the table, locale and bundle to look it up in.
public struct LocalizedStringResource: Hashable, Codable, Sendable, ExpressibleByStringInterpolation {
    /// Where the table that holds the string is found.
    public enum BundleDescription: @unchecked Sendable {
        case main
        case forClass(AnyClass)
        case atURL(URL)
    }

    public let key: String
    public let defaultValue: String.LocalizationValue
    public let table: String?
    public var locale: Locale
    public let bundle: BundleDescription

    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: LocalizedStringResource.BundleDescription = .main, comment: StaticString? = nil) {
        self.init(key: keyAndValue.text, defaultValue: keyAndValue, table: table, locale: locale, bundle: bundle)
    }

    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: LocalizedStringResource.BundleDescription = .main, comment: StaticString? = nil) {
        self.init(key: key.description, defaultValue: defaultValue, table: table, locale: locale, bundle: bundle)
    }

    public init(stringLiteral value: String) {
        self.init(String.LocalizationValue(value))
    }

    // Apple's resources take `String.LocalizationValue`'s interpolations, so they share its type.
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    private init(key: String, defaultValue: String.LocalizationValue, table: String?, locale: Locale, bundle: BundleDescription) {
        self.key = key
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    // A bundle's class cannot be compared, hashed or saved, so the string alone identifies a resource.
    public static func == (lhs: LocalizedStringResource, rhs: LocalizedStringResource) -> Bool {
        lhs.key == rhs.key && lhs.defaultValue == rhs.defaultValue && lhs.table == rhs.table && lhs.locale == rhs.locale
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(defaultValue)
        hasher.combine(table)
        hasher.combine(locale)
    }

    private enum CodingKeys: String, CodingKey {
        case key, defaultValue, table, locale, bundleURL
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let url = try container.decodeIfPresent(URL.self, forKey: .bundleURL)
        self.init(
            key: try container.decode(String.self, forKey: .key),
            defaultValue: try container.decode(String.LocalizationValue.self, forKey: .defaultValue),
            table: try container.decodeIfPresent(String.self, forKey: .table),
            locale: try container.decode(Locale.self, forKey: .locale),
            bundle: url.map(BundleDescription.atURL) ?? .main
        )
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(key, forKey: .key)
        try container.encode(defaultValue, forKey: .defaultValue)
        try container.encodeIfPresent(table, forKey: .table)
        try container.encode(locale, forKey: .locale)
        if case .atURL(let url) = bundle {
            try container.encode(url, forKey: .bundleURL)
        }
    }
}
#endif
