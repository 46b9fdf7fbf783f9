/// The part a view plays in a label and content pair that assistive technologies read together.
@frozen
public enum AccessibilityLabeledPairRole: Hashable, Sendable {
    case label
    case content
}
