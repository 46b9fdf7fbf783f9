/// How a representable's controller is sized, as UIKit reports it.
public struct _UIViewControllerRepresentableLayoutOptions: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }
}
