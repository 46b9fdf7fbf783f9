import Foundation

// CoreGraphics' C constructors, which Swift on Apple platforms imports as plain functions and
// `import SwiftUI` brings; Foundation on Linux has the types but not these.
public func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
    CGPoint(x: x, y: y)
}

public func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize {
    CGSize(width: width, height: height)
}

public func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

public func CGVectorMake(_ dx: CGFloat, _ dy: CGFloat) -> CGVector {
    CGVector(dx: dx, dy: dy)
}
