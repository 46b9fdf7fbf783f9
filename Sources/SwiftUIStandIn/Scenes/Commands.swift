// The menu-bar and keyboard-shortcut commands a scene offers (iPadOS shows them when a keyboard
// is attached). The headless host has no menu bar, so commands are declared and never drawn.

/// A group of commands that a scene adds to the app's menus.
public protocol Commands {
    associatedtype Body: Commands

    @CommandsBuilder @MainActor @preconcurrency
    var body: Self.Body { get }
}

extension Never: Commands {}

/// Builds commands from the statements of a closure.
@resultBuilder
public struct CommandsBuilder {
    public static func buildExpression<Content: Commands>(_ content: Content) -> Content {
        content
    }

    public static func buildBlock() -> EmptyCommands {
        EmptyCommands()
    }

    public static func buildBlock<C: Commands>(_ content: C) -> C {
        content
    }

    public static func buildIf<C: Commands>(_ content: C?) -> C? {
        content
    }

    public static func buildEither<T: Commands, F: Commands>(first: T) -> _ConditionalContent<T, F> {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<T: Commands, F: Commands>(second: F) -> _ConditionalContent<T, F> {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<C: Commands>(_ content: C) -> some Commands {
        content
    }
}

extension Optional: Commands where Wrapped: Commands {
    public var body: Never {
        fatalError("Optional commands have no body")
    }
}

extension _ConditionalContent: Commands where TrueContent: Commands, FalseContent: Commands {
    public var body: Never {
        fatalError("_ConditionalContent has no body")
    }
}

/// The commands of a multi-statement `@CommandsBuilder` block.
nonisolated public struct _TupleCommands<T>: Commands {
    let value: T

    public var body: Never {
        fatalError("_TupleCommands has no body")
    }
}

/// No commands.
nonisolated public struct EmptyCommands: Commands {
    public init() {}

    public var body: Never {
        fatalError("EmptyCommands has no body")
    }
}

/// A menu of its own in the app's menu bar.
nonisolated public struct CommandMenu<Content: View>: Commands {
    let content: Content

    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init(_ name: Text, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never {
        fatalError("CommandMenu has no body")
    }
}

/// Commands placed before, after or instead of one of the system's groups.
nonisolated public struct CommandGroup<Content: View>: Commands {
    let addition: Content

    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        self.addition = addition()
    }

    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        self.addition = addition()
    }

    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        self.addition = addition()
    }

    public var body: Never {
        fatalError("CommandGroup has no body")
    }
}

extension Scene {
    /// Adds `content` to the app's menus while this scene is in front.
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        _SceneEnvironmentWriter(content: self) { _ in }
    }

    /// Replaces the app's menus with `content` while this scene is in front.
    public func commandsReplaced<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        _SceneEnvironmentWriter(content: self) { _ in }
    }
}
