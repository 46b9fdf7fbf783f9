/// The label a `ShareLink` shows when given none: "Share" with the share symbol.
public struct DefaultShareLinkLabel: View {
    public var body: some View {
        Label("Share", systemImage: "square.and.arrow.up")
    }
}
