/// A transition that enters one way and leaves another:
/// `.transition(.asymmetric(insertion: .scale, removal: .opacity))`. The headless host shows a
/// view at once, so the content is drawn as it is.
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition {
    public var insertion: Insertion
    public var removal: Removal

    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }

    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}
