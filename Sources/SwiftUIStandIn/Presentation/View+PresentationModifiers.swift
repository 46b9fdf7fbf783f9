// Presentation modifiers with no effect the headless host can show (it draws no pixels and has no
// system UI): each keeps its view, under a node named after the modifier, so content is unchanged.

extension View {
    public func dialogIcon(_ icon: Image?) -> some View {
        _Decorated(content: self, name: "dialogIcon")
    }

    public func dialogSuppressionToggle(_ label: Text, isSuppressed: Binding<Bool>) -> some View {
        _Decorated(content: self, name: "dialogSuppressionToggle")
    }

    public func dialogSuppressionToggle(_ titleKey: LocalizedStringKey, isSuppressed: Binding<Bool>) -> some View {
        _Decorated(content: self, name: "dialogSuppressionToggle")
    }

    public func dialogSuppressionToggle<S>(_ title: S, isSuppressed: Binding<Bool>) -> some View where S: StringProtocol {
        _Decorated(content: self, name: "dialogSuppressionToggle")
    }

    public func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> some View {
        _Decorated(content: self, name: "dialogSuppressionToggle")
    }

    public func fileDialogConfirmationLabel(_ label: Text?) -> some View {
        _Decorated(content: self, name: "fileDialogConfirmationLabel")
    }

    public func fileDialogConfirmationLabel(_ labelKey: LocalizedStringKey) -> some View {
        _Decorated(content: self, name: "fileDialogConfirmationLabel")
    }

    public func fileDialogConfirmationLabel<S>(_ label: S) -> some View where S: StringProtocol {
        _Decorated(content: self, name: "fileDialogConfirmationLabel")
    }

    public func fileDialogCustomizationID(_ id: String) -> some View {
        _Decorated(content: self, name: "fileDialogCustomizationID")
    }

    public func fileDialogDefaultDirectory(_ defaultDirectory: URL?) -> some View {
        _Decorated(content: self, name: "fileDialogDefaultDirectory")
    }

    public func fileDialogImportsUnresolvedAliases(_ imports: Bool) -> some View {
        _Decorated(content: self, name: "fileDialogImportsUnresolvedAliases")
    }

    public func fileDialogMessage(_ message: Text?) -> some View {
        _Decorated(content: self, name: "fileDialogMessage")
    }

    public func fileDialogMessage(_ messageKey: LocalizedStringKey) -> some View {
        _Decorated(content: self, name: "fileDialogMessage")
    }

    public func fileDialogMessage<S>(_ message: S) -> some View where S: StringProtocol {
        _Decorated(content: self, name: "fileDialogMessage")
    }

    public func fileExporterFilenameLabel(_ label: Text?) -> some View {
        _Decorated(content: self, name: "fileExporterFilenameLabel")
    }

    public func fileExporterFilenameLabel(_ labelKey: LocalizedStringKey) -> some View {
        _Decorated(content: self, name: "fileExporterFilenameLabel")
    }

    public func fileExporterFilenameLabel<S>(_ label: S) -> some View where S: StringProtocol {
        _Decorated(content: self, name: "fileExporterFilenameLabel")
    }

    public func fileMover(isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View {
        _Decorated(content: self, name: "fileMover")
    }

    public func fileMover(isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void) -> some View {
        _Decorated(content: self, name: "fileMover")
    }

    public func fileMover<C>(isPresented: Binding<Bool>, files: C, onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View where C: Collection, C.Element == URL {
        _Decorated(content: self, name: "fileMover")
    }

    public func fileMover<C>(isPresented: Binding<Bool>, files: C, onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void) -> some View where C: Collection, C.Element == URL {
        _Decorated(content: self, name: "fileMover")
    }

    public func inspector<V>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View where V: View {
        _Decorated(content: self, name: "inspector")
    }

    public func inspectorColumnWidth(_ width: CGFloat) -> some View {
        _Decorated(content: self, name: "inspectorColumnWidth")
    }

    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        _Decorated(content: self, name: "inspectorColumnWidth")
    }

    public func presentationBackground<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View {
        _Decorated(content: self, name: "presentationBackground")
    }

    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        _Decorated(content: self, name: "presentationDetents")
    }
}
