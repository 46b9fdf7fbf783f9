// `@SceneStorage` of an optional value starts out `nil`, so it needs no initial value.

extension SceneStorage {
    public init(_ key: String) where Value == Bool? {
        self.init(wrappedValue: nil, key)
    }

    public init(_ key: String) where Value == Int? {
        self.init(wrappedValue: nil, key)
    }

    public init(_ key: String) where Value == Double? {
        self.init(wrappedValue: nil, key)
    }

    public init(_ key: String) where Value == String? {
        self.init(wrappedValue: nil, key)
    }

    public init(_ key: String) where Value == URL? {
        self.init(wrappedValue: nil, key)
    }

    public init(_ key: String) where Value == Data? {
        self.init(wrappedValue: nil, key)
    }

    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int {
        self.init(wrappedValue: nil, key)
    }

    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String {
        self.init(wrappedValue: nil, key)
    }
}
