// Read-only for apps, as in Apple's SwiftUI; the stand-in sets them through their keys.

struct DocumentConfigurationKey: EnvironmentKey {
    static var defaultValue: DocumentConfiguration? { nil }
}

struct RenameActionKey: EnvironmentKey {
    static var defaultValue: RenameAction? { nil }
}

struct SpringLoadingBehaviorKey: EnvironmentKey {
    static var defaultValue: SpringLoadingBehavior { .automatic }
}

extension EnvironmentValues {
    public var documentConfiguration: DocumentConfiguration? {
        self[DocumentConfigurationKey.self]
    }

    public var rename: RenameAction? {
        self[RenameActionKey.self]
    }

    public var springLoadingBehavior: SpringLoadingBehavior {
        self[SpringLoadingBehaviorKey.self]
    }
}
