/// How a representable's view is sized, as UIKit reports it.
public struct _UIViewRepresentableLayoutOptions: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }
}
