/// A SwiftUI view as the content of a UIKit collection or table view cell. The host has no
/// UIKit cells: the configuration keeps its content and background, and the cell's margins and
/// minimum size, which only UIKit's layout reads, change nothing.
@available(macOS, unavailable)
public struct UIHostingConfiguration<Content, Background> where Content: View, Background: View {
    let content: Content
    let background: Background

    public init(@ViewBuilder content: () -> Content) where Background == EmptyView {
        self.init(content: content(), background: EmptyView())
    }

    init(content: Content, background: Background) {
        self.content = content
        self.background = background
    }

    public func background<S>(_ style: S) -> UIHostingConfiguration<Content, _UIHostingConfigurationBackgroundView<S>> where S: ShapeStyle {
        UIHostingConfiguration<Content, _UIHostingConfigurationBackgroundView<S>>(content: content, background: _UIHostingConfigurationBackgroundView(style: style))
    }

    public func background<B>(@ViewBuilder content: () -> B) -> UIHostingConfiguration<Content, B> where B: View {
        UIHostingConfiguration<Content, B>(content: self.content, background: content())
    }

    public func margins(_ edges: Edge.Set = .all, _ insets: EdgeInsets) -> UIHostingConfiguration<Content, Background> {
        self
    }

    public func margins(_ edges: Edge.Set = .all, _ length: CGFloat) -> UIHostingConfiguration<Content, Background> {
        self
    }

    public func minSize() -> UIHostingConfiguration<Content, Background> {
        self
    }

    public func minSize(width: CGFloat? = nil, height: CGFloat? = nil) -> UIHostingConfiguration<Content, Background> {
        self
    }
}
