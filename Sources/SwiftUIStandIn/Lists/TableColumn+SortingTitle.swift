import Foundation

// Columns headed by a string title that sort by a value of the row, through a key path. Apple's
// comparators for Bool, optionals and the like are not in Linux's Foundation, and the headless
// host never sorts by tapping a header, so these columns keep only what they draw.

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    @_disfavoredOverload
    public init<S, V>(_ title: S, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) where V: Comparable, S: StringProtocol {
        self.init(label: Text(title), content: content)
    }

    @_disfavoredOverload
    public init<S, V, C>(_ title: S, value: KeyPath<RowValue, V>, comparator: C, @ViewBuilder content: @escaping (RowValue) -> Content) where V == C.Compared, C: SortComparator, S: StringProtocol {
        self.init(label: Text(title), content: content)
    }

    @_disfavoredOverload
    public init<S>(_ title: S, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .localizedStandard) where Content == Text, S: StringProtocol {
        self.init(label: Text(title), content: { Text(verbatim: $0[keyPath: value]) })
    }

    @_disfavoredOverload
    public init<S>(_ title: S, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .localizedStandard, @ViewBuilder content: @escaping (RowValue) -> Content) where S: StringProtocol {
        self.init(label: Text(title), content: content)
    }

    @_disfavoredOverload
    public init<S>(_ title: S, value: KeyPath<RowValue, String?>, comparator: String.StandardComparator = .localizedStandard, @ViewBuilder content: @escaping (RowValue) -> Content) where S: StringProtocol {
        self.init(label: Text(title), content: content)
    }

    @_disfavoredOverload
    public init<S>(_ title: S, value: KeyPath<RowValue, Bool>, @ViewBuilder content: @escaping (RowValue) -> Content) where S: StringProtocol {
        self.init(label: Text(title), content: content)
    }

    @_disfavoredOverload
    public init<S>(_ title: S, value: KeyPath<RowValue, Bool?>, @ViewBuilder content: @escaping (RowValue) -> Content) where S: StringProtocol {
        self.init(label: Text(title), content: content)
    }

    @_disfavoredOverload
    public init<S>(_ title: S, value: KeyPath<RowValue, Date>, @ViewBuilder content: @escaping (RowValue) -> Content) where S: StringProtocol {
        self.init(label: Text(title), content: content)
    }

    @_disfavoredOverload
    public init<S>(_ title: S, value: KeyPath<RowValue, Date?>, @ViewBuilder content: @escaping (RowValue) -> Content) where S: StringProtocol {
        self.init(label: Text(title), content: content)
    }

    @_disfavoredOverload
    public init<S>(_ title: S, value: KeyPath<RowValue, Double>, @ViewBuilder content: @escaping (RowValue) -> Content) where S: StringProtocol {
        self.init(label: Text(title), content: content)
    }

    @_disfavoredOverload
    public init<S>(_ title: S, value: KeyPath<RowValue, Double?>, @ViewBuilder content: @escaping (RowValue) -> Content) where S: StringProtocol {
        self.init(label: Text(title), content: content)
    }

    @_disfavoredOverload
    public init<S>(_ title: S, value: KeyPath<RowValue, Float>, @ViewBuilder content: @escaping (RowValue) -> Content) where S: StringProtocol {
        self.init(label: Text(title), content: content)
    }

    @_disfavoredOverload
    public init<S>(_ title: S, value: KeyPath<RowValue, Float?>, @ViewBuilder content: @escaping (RowValue) -> Content) where S: StringProtocol {
        self.init(label: Text(title), content: content)
    }

    @_disfavoredOverload
    public init<S>(_ title: S, value: KeyPath<RowValue, Int16>, @ViewBuilder content: @escaping (RowValue) -> Content) where S: StringProtocol {
        self.init(label: Text(title), content: content)
    }

    @_disfavoredOverload
    public init<S>(_ title: S, value: KeyPath<RowValue, Int16?>, @ViewBuilder content: @escaping (RowValue) -> Content) where S: StringProtocol {
        self.init(label: Text(title), content: content)
    }

    @_disfavoredOverload
    public init<S>(_ title: S, value: KeyPath<RowValue, Int32>, @ViewBuilder content: @escaping (RowValue) -> Content) where S: StringProtocol {
        self.init(label: Text(title), content: content)
    }

    @_disfavoredOverload
    public init<S>(_ title: S, value: KeyPath<RowValue, Int32?>, @ViewBuilder content: @escaping (RowValue) -> Content) where S: StringProtocol {
        self.init(label: Text(title), content: content)
    }

    @_disfavoredOverload
    public init<S>(_ title: S, value: KeyPath<RowValue, Int64>, @ViewBuilder content: @escaping (RowValue) -> Content) where S: StringProtocol {
        self.init(label: Text(title), content: content)
    }

    @_disfavoredOverload
    public init<S>(_ title: S, value: KeyPath<RowValue, Int64?>, @ViewBuilder content: @escaping (RowValue) -> Content) where S: StringProtocol {
        self.init(label: Text(title), content: content)
    }

    @_disfavoredOverload
    public init<S>(_ title: S, value: KeyPath<RowValue, Int8>, @ViewBuilder content: @escaping (RowValue) -> Content) where S: StringProtocol {
        self.init(label: Text(title), content: content)
    }

    @_disfavoredOverload
    public init<S>(_ title: S, value: KeyPath<RowValue, Int8?>, @ViewBuilder content: @escaping (RowValue) -> Content) where S: StringProtocol {
        self.init(label: Text(title), content: content)
    }

    @_disfavoredOverload
    public init<S>(_ title: S, value: KeyPath<RowValue, Int>, @ViewBuilder content: @escaping (RowValue) -> Content) where S: StringProtocol {
        self.init(label: Text(title), content: content)
    }

    @_disfavoredOverload
    public init<S>(_ title: S, value: KeyPath<RowValue, Int?>, @ViewBuilder content: @escaping (RowValue) -> Content) where S: StringProtocol {
        self.init(label: Text(title), content: content)
    }

    @_disfavoredOverload
    public init<S>(_ title: S, value: KeyPath<RowValue, UInt16>, @ViewBuilder content: @escaping (RowValue) -> Content) where S: StringProtocol {
        self.init(label: Text(title), content: content)
    }

    @_disfavoredOverload
    public init<S>(_ title: S, value: KeyPath<RowValue, UInt16?>, @ViewBuilder content: @escaping (RowValue) -> Content) where S: StringProtocol {
        self.init(label: Text(title), content: content)
    }

    @_disfavoredOverload
    public init<S>(_ title: S, value: KeyPath<RowValue, UInt32>, @ViewBuilder content: @escaping (RowValue) -> Content) where S: StringProtocol {
        self.init(label: Text(title), content: content)
    }

    @_disfavoredOverload
    public init<S>(_ title: S, value: KeyPath<RowValue, UInt32?>, @ViewBuilder content: @escaping (RowValue) -> Content) where S: StringProtocol {
        self.init(label: Text(title), content: content)
    }

    @_disfavoredOverload
    public init<S>(_ title: S, value: KeyPath<RowValue, UInt64>, @ViewBuilder content: @escaping (RowValue) -> Content) where S: StringProtocol {
        self.init(label: Text(title), content: content)
    }

    @_disfavoredOverload
    public init<S>(_ title: S, value: KeyPath<RowValue, UInt64?>, @ViewBuilder content: @escaping (RowValue) -> Content) where S: StringProtocol {
        self.init(label: Text(title), content: content)
    }

    @_disfavoredOverload
    public init<S>(_ title: S, value: KeyPath<RowValue, UInt8>, @ViewBuilder content: @escaping (RowValue) -> Content) where S: StringProtocol {
        self.init(label: Text(title), content: content)
    }

    @_disfavoredOverload
    public init<S>(_ title: S, value: KeyPath<RowValue, UInt8?>, @ViewBuilder content: @escaping (RowValue) -> Content) where S: StringProtocol {
        self.init(label: Text(title), content: content)
    }

    @_disfavoredOverload
    public init<S>(_ title: S, value: KeyPath<RowValue, UInt>, @ViewBuilder content: @escaping (RowValue) -> Content) where S: StringProtocol {
        self.init(label: Text(title), content: content)
    }

    @_disfavoredOverload
    public init<S>(_ title: S, value: KeyPath<RowValue, UInt?>, @ViewBuilder content: @escaping (RowValue) -> Content) where S: StringProtocol {
        self.init(label: Text(title), content: content)
    }

    @_disfavoredOverload
    public init<S>(_ title: S, value: KeyPath<RowValue, UUID>, @ViewBuilder content: @escaping (RowValue) -> Content) where S: StringProtocol {
        self.init(label: Text(title), content: content)
    }

    @_disfavoredOverload
    public init<S>(_ title: S, value: KeyPath<RowValue, UUID?>, @ViewBuilder content: @escaping (RowValue) -> Content) where S: StringProtocol {
        self.init(label: Text(title), content: content)
    }
}
