extension Shape {
    /// Whether the shape's path is mirrored in a right-to-left layout. The host lays views out
    /// left to right only, so nothing reads it; a shape may still declare its own.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }
}
