/// The stages of loading an `AsyncImage`.
public enum AsyncImagePhase: Sendable {
    case empty
    case success(Image)
    case failure(any Error)

    public var image: Image? {
        if case .success(let image) = self { image } else { nil }
    }

    public var error: (any Error)? {
        if case .failure(let error) = self { error } else { nil }
    }
}

/// An image loaded from a URL. The host never goes to the network, so it always draws the
/// empty phase: the placeholder, or a progress view when there is none.
nonisolated public struct AsyncImage<Content: View>: View {
    public typealias Body = Never

    let content: Content

    public init(url: URL?, scale: CGFloat = 1) where Content == _AsyncImagePlaceholder {
        content = _AsyncImagePlaceholder()
    }

    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.content = _ConditionalContent(storage: .falseContent(placeholder()))
    }

    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(), @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.content = content(.empty)
    }
}

/// What an `AsyncImage` without a placeholder shows while loading.
nonisolated public struct _AsyncImagePlaceholder: View {
    public typealias Body = Never
}

extension _AsyncImagePlaceholder: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        [_Node(.progressView, path: context.path)]
    }
}

extension AsyncImage: _PrimitiveView {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        [_Node(.modifier("AsyncImage"), path: context.path, children: context.appending("phase").render(content))]
    }
}
