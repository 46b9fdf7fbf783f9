#if !canImport(Darwin)
import Foundation

/// Formats a person's name from its parts, as a sign-up form's name field does.
///
/// Foundation on Linux declares this class with no plain initialiser, so
/// `PersonNameComponentsFormatter()` does not compile there; declared here it shadows that
/// declaration for code that imports SwiftUI (see DateComponentsFormatter). Names are written in
/// English order.
open class PersonNameComponentsFormatter: Formatter, @unchecked Sendable {
    public enum Style: Int, Sendable {
        case `default` = 0
        case short = 1
        case medium = 2
        case long = 3
        case abbreviated = 4
    }

    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let phonetic = Options(rawValue: 1 << 1)
    }

    open var style: Style = .default
    open var isPhonetic = false
    open var locale: Locale! = Locale.current

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    open class func localizedString(from components: PersonNameComponents, style nameFormatStyle: Style, options nameOptions: Options = []) -> String {
        let formatter = PersonNameComponentsFormatter()
        formatter.style = nameFormatStyle
        formatter.isPhonetic = nameOptions.contains(.phonetic)
        return formatter.string(from: components)
    }

    open func string(from components: PersonNameComponents) -> String {
        let parts: [String?]
        switch style {
        case .short: parts = [components.nickname ?? components.givenName]
        case .abbreviated:
            parts = [components.givenName?.first.map(String.init), components.familyName?.first.map(String.init)]
            return parts.compactMap { $0 }.joined()
        case .long: parts = [components.namePrefix, components.givenName, components.middleName, components.familyName, components.nameSuffix]
        case .default, .medium: parts = [components.givenName, components.middleName, components.familyName]
        }
        return parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// Reads "Given Middle Family" back into parts: the first word, the last, and any between.
    open func personNameComponents(from string: String) -> PersonNameComponents? {
        let words = string.split(separator: " ").map(String.init)
        guard let first = words.first else { return nil }
        var components = PersonNameComponents()
        components.givenName = first
        if words.count > 1 { components.familyName = words.last }
        if words.count > 2 { components.middleName = words[1..<(words.count - 1)].joined(separator: " ") }
        return components
    }

    open override func string(for obj: Any?) -> String? {
        (obj as? PersonNameComponents).map { string(from: $0) }
    }
}
#endif
