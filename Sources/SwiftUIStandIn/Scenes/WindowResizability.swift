/// How far a person can resize a scene's windows, relative to the size of its content.
public struct WindowResizability: Sendable {
    let name: String

    public static var automatic: WindowResizability { WindowResizability(name: "automatic") }
    public static var contentSize: WindowResizability { WindowResizability(name: "contentSize") }
    public static var contentMinSize: WindowResizability { WindowResizability(name: "contentMinSize") }
}
