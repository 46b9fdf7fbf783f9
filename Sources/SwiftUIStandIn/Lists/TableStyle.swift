/// How a table draws its rows and columns. The headless host draws every table the same way, so
/// a style is recorded on the view and changes nothing else.
@MainActor @preconcurrency
public protocol TableStyle {
    typealias Configuration = TableStyleConfiguration
    associatedtype Body: View

    @ViewBuilder
    func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The table a style draws.
public struct TableStyleConfiguration {
    let table: AnyView
}

/// The platform's table style: on iOS, the inset one.
public struct AutomaticTableStyle: TableStyle {
    public func makeBody(configuration: Configuration) -> some View {
        configuration.table
    }
}

/// Rows inset from the table's edges.
public struct InsetTableStyle: TableStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.table
    }
}

extension TableStyle where Self == AutomaticTableStyle {
    public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
    public static var inset: InsetTableStyle { InsetTableStyle() }
}

extension View {
    public func tableStyle<S>(_ style: S) -> some View where S: TableStyle {
        _Decorated(content: self, name: "tableStyle", detail: String(describing: S.self))
    }
}
