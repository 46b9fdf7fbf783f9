/// Gives a SwiftUI app a UIKit application delegate. UIKit makes the delegate at launch through
/// the Objective-C runtime, which Linux lacks (Swift can only make an `NSObject` subclass from
/// its metatype through a `required` initialiser), and the host sends no UIKit events: the
/// adaptor is declared so apps compile, and reading the delegate stops the program.
@MainActor @preconcurrency @propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>: DynamicProperty {
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {}

    public var wrappedValue: DelegateType {
        fatalError("The headless host makes no application delegate: \(DelegateType.self) is a UIKit delegate, which runs on a device only.")
    }
}

extension UIApplicationDelegateAdaptor where DelegateType: ObservableObject {
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {}

    public var projectedValue: ObservedObject<DelegateType>.Wrapper {
        ObservedObject.Wrapper(object: wrappedValue)
    }
}
