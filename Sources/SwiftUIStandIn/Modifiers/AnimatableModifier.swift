/// A modifier whose body is drawn again for each step of an animation (deprecated in iOS 17 for
/// `Animatable` views, but still common). The headless host draws it once, at its final values.
@available(iOS, deprecated: 17.0, message: "use Animatable directly")
public protocol AnimatableModifier: Animatable, ViewModifier {}
