/// How a form lays out its sections: grouped rows (iOS's default) or label-and-value columns.
/// The headless host draws every form the same way.
public protocol FormStyle {}

public struct AutomaticFormStyle: FormStyle {
    public init() {}
}

public struct GroupedFormStyle: FormStyle {
    public init() {}
}

public struct ColumnsFormStyle: FormStyle {
    public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

/// How a group box looks.
public protocol GroupBoxStyle {}

public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

extension View {
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        _Decorated(content: self, name: "formStyle", detail: String(describing: S.self))
    }

    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        _Decorated(content: self, name: "groupBoxStyle", detail: String(describing: S.self))
    }
}
