// Foundation API that SwiftUI code on Apple platforms uses every day but that Foundation on
// Linux lacks. Each is disfavoured, so the day Linux's Foundation gains it, its own wins.

/// Joins a list of strings the way a sentence does ("A, B and C").
open class ListFormatter: Formatter, @unchecked Sendable {
    @_disfavoredOverload
    open class func localizedString(byJoining strings: [String]) -> String {
        ListFormatter().string(from: strings) ?? ""
    }

    @_disfavoredOverload
    open func string(from items: [Any]) -> String? {
        let words = items.map { "\($0)" }
        guard let last = words.last else { return "" }
        guard words.count > 1 else { return last }
        return words.dropLast().joined(separator: ", ") + " and " + last
    }

    open override func string(for obj: Any?) -> String? {
        (obj as? [Any]).flatMap(string(from:))
    }
}

extension UserDefaults {
    /// Key-value coding's setter, which `UserDefaults` answers on Apple platforms.
    @_disfavoredOverload
    public func setValue(_ value: Any?, forKey key: String) {
        set(value, forKey: key)
    }
}

#if !canImport(Darwin)
extension Data.WritingOptions {
    /// Apple's older name for `.atomic`.
    public static let atomicWrite = Data.WritingOptions.atomic
}

extension CGRect: @retroactive CustomDebugStringConvertible {
    /// As Apple's CoreGraphics prints a rectangle: origin, then size.
    public var debugDescription: String {
        "(\(origin.x), \(origin.y), \(size.width), \(size.height))"
    }
}
#endif

#if !canImport(Darwin)
/// A date is a reference-convertible value on Apple platforms, so a text can interpolate it with a
/// formatter (`Text("Due \(due, formatter: Self.dayFormat)")`); Linux's Foundation bridges it to
/// `NSDate` but does not declare the conformance.
extension Date: @retroactive ReferenceConvertible {
    public typealias ReferenceType = NSDate
}
#endif
