/// The label iOS 26 draws for a button made from its role alone (`Button(role: .close) {}`): a
/// symbol, which the headless host draws as an image so the button can be found by it.
nonisolated public struct DefaultButtonLabel: View {
    let role: ButtonRole

    public var body: some View {
        Image(systemName: symbol)
    }

    // Cancel and close show an "x", confirm a checkmark; a destructive action a bin.
    private var symbol: String {
        switch role {
        case .confirm: "checkmark"
        case .destructive: "trash"
        default: "xmark"
        }
    }
}

extension Button where Label == DefaultButtonLabel {
    @preconcurrency
    public init(role: ButtonRole, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { DefaultButtonLabel(role: role) }
    }
}
