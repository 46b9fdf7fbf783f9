/// The label a `ShareLink` shows when given none: its title ("Share" unless given one) with the
/// share symbol.
nonisolated public struct DefaultShareLinkLabel: View {
    let title: Text

    init(title: Text = Text("Share")) {
        self.title = title
    }

    @MainActor public var body: some View {
        Label { title } icon: { Image(systemName: "square.and.arrow.up") }
    }
}
