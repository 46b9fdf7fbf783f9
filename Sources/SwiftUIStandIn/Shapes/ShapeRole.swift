/// What a shape is drawn as: a fill, a stroke, or a separator between content.
nonisolated public enum ShapeRole: Hashable, Sendable {
    case fill
    case stroke
    case separator
}

extension Shape {
    nonisolated public static var role: ShapeRole { .fill }
}
