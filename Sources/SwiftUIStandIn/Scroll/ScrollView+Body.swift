// Apple's `ScrollView` has a body of its own; the headless host draws the stand-in's directly (its
// `_render`), so, as `DocumentGroup`'s, the body is declared and never asked for.
extension ScrollView {
    public var body: Never {
        fatalError("ScrollView is drawn by the host and has no body")
    }
}
