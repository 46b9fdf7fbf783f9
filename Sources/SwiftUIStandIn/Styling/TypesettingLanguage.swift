import Foundation

/// The language whose line heights and breaking rules lay text out.
public struct TypesettingLanguage: Sendable {
    let language: Locale.Language?

    /// The language the text's content and the environment's locale suggest.
    public static let automatic = TypesettingLanguage(language: nil)

    public static func explicit(_ language: Locale.Language) -> TypesettingLanguage {
        TypesettingLanguage(language: language)
    }
}

extension View {
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View {
        _Decorated(content: self, name: "typesettingLanguage", detail: language.maximalIdentifier)
    }

    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> some View {
        _Decorated(content: self, name: "typesettingLanguage", detail: language.language?.maximalIdentifier)
    }
}
