/// Finds what a view keeps by its type, whatever the learner named the property and however
/// deeply it is wrapped (`@State`, a child view it stores). Tests use it to reach the view
/// model a view owns without requiring the reference solution's property names.
enum ViewContents {
    /// The first value of type `T` inside `subject`, searched breadth first through the stored
    /// properties Mirror reports.
    static func first<T>(_ type: T.Type, in subject: Any, maxDepth: Int = 6) -> T? {
        var level: [Any] = [subject]
        for _ in 0...maxDepth {
            var next: [Any] = []
            for value in level {
                if let found = value as? T { return found }
                next += Mirror(reflecting: value).children.map(\.value)
            }
            if next.isEmpty { return nil }
            level = next
        }
        return nil
    }

    /// Whether `view` holds a `T` in a stored property wrapped by `@State`.
    static func keepsInState<T>(_ type: T.Type, view: Any) -> Bool {
        Mirror(reflecting: view).children.contains { child in
            String(describing: Swift.type(of: child.value)).hasPrefix("State<") && first(T.self, in: child.value) != nil
        }
    }
}
