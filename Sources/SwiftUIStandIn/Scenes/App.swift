public import Observation

/// The structure of an app: its scenes.
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene

    @SceneBuilder @MainActor @preconcurrency
    var body: Self.Body { get }

    @MainActor @preconcurrency
    init()
}

extension App {
    /// On Linux there is no screen: the app draws its first window once, so that its views
    /// are built and their state and environment are wired as they would be on a device.
    @MainActor @preconcurrency
    public static func main() {
        _ = _ViewGraph().render(app: Self())
    }
}

/// Part of an app's user interface with a life cycle of its own, such as a window.
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene

    @SceneBuilder @MainActor @preconcurrency
    var body: Self.Body { get }
}

extension Never: Scene {}

/// A window (or, on iOS, the app's screen) showing the same view hierarchy.
nonisolated public struct WindowGroup<Content: View>: Scene {
    public typealias Body = Never

    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init(_ title: Text, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never {
        fatalError("WindowGroup has no body")
    }
}

/// The scenes of a multi-statement `@SceneBuilder` block.
nonisolated public struct _TupleScene<T>: Scene {
    public typealias Body = Never

    let value: T

    public var body: Never {
        fatalError("_TupleScene has no body")
    }
}

/// Builds scenes from the statements of a closure.
@resultBuilder
public struct SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content {
        content
    }

    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<(repeat each Content)> {
        _TupleScene(value: (repeat each content))
    }

    public static func buildExpression<Content: Scene>(_ content: Content) -> Content {
        content
    }
}

extension Scene {
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some Scene {
        _SceneEnvironmentWriter(content: self) { $0[keyPath: keyPath] = value }
    }

    public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
        _SceneEnvironmentWriter(content: self) { $0.setObject(object, as: T.self) }
    }
}

struct _SceneEnvironmentWriter<Content: Scene>: Scene {
    typealias Body = Never

    let content: Content
    let write: (inout EnvironmentValues) -> Void

    var body: Never {
        fatalError("_SceneEnvironmentWriter has no body")
    }
}

// MARK: - Rendering

extension _ViewGraph {
    package func render<A: App>(app: A) -> _Node {
        render { context in context.renderApp(app) }
    }
}

@MainActor
package protocol _PrimitiveScene {
    func _render(in context: _RenderContext) -> [_Node]
}

extension _RenderContext {
    /// Draws the first window of an app. The app's own `@State` lives under the root.
    package func renderApp<A: App>(_ app: A) -> [_Node] {
        let identity = appending(String(describing: A.self))
        graph.link(app, key: identity.path, in: self)
        return identity.renderScene(app.body)
    }

    package func renderScene<S: Scene>(_ scene: S) -> [_Node] {
        if let primitive = scene as? any _PrimitiveScene {
            return primitive._render(in: self)
        }
        let identity = appending(String(describing: S.self))
        graph.link(scene, key: identity.path, in: self)
        return identity.renderScene(scene.body)
    }
}

extension Never: _PrimitiveScene {}

extension WindowGroup: _PrimitiveScene {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        context.appending("window").render(content)
    }
}

extension _TupleScene: _PrimitiveScene {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        // Headless, only the first scene gets a window.
        for child in Mirror(reflecting: value).children {
            if let scene = child.value as? any Scene {
                return context.appending("0").renderScene(scene)
            }
        }
        return []
    }
}

extension _SceneEnvironmentWriter: _PrimitiveScene {
    @MainActor package func _render(in context: _RenderContext) -> [_Node] {
        var inner = context
        write(&inner.environment)
        return inner.renderScene(content)
    }
}
