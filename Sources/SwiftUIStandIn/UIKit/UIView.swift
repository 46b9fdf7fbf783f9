import Foundation

/// UIKit's view, which a `UIViewRepresentable` makes and SwiftUI places. The headless host lays
/// out nothing and draws no pixels, so a view keeps what it is told and shows nothing.
@available(macOS, unavailable)
@MainActor @preconcurrency
open class UIView: UIResponder {
    open var frame: CGRect
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    open var backgroundColor: UIColor?
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var tintColor: UIColor!
    open var isUserInteractionEnabled = true
    open private(set) var subviews: [UIView] = []
    open private(set) weak var superview: UIView?

    public init(frame: CGRect) {
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        frame = .zero
    }

    override public convenience init() {
        self.init(frame: .zero)
    }

    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    open func setNeedsLayout() {}

    open func layoutIfNeeded() {}

    open func layoutSubviews() {}

    open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }
}
