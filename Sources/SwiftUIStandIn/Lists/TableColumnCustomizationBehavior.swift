/// The ways a person may customize a table's columns: resize, reorder, hide.
public struct TableColumnCustomizationBehavior: SetAlgebra, Sendable {
    public typealias Element = TableColumnCustomizationBehavior
    public typealias ArrayLiteralElement = TableColumnCustomizationBehavior

    private var bits: UInt8

    private init(bits: UInt8) {
        self.bits = bits
    }

    public init() {
        bits = 0
    }

    public static let resize = TableColumnCustomizationBehavior(bits: 1 << 0)
    public static let reorder = TableColumnCustomizationBehavior(bits: 1 << 1)
    public static let visibility = TableColumnCustomizationBehavior(bits: 1 << 2)

    public static var all: TableColumnCustomizationBehavior {
        [.resize, .reorder, .visibility]
    }

    public func contains(_ member: TableColumnCustomizationBehavior) -> Bool {
        bits & member.bits == member.bits
    }

    public func union(_ other: TableColumnCustomizationBehavior) -> TableColumnCustomizationBehavior {
        TableColumnCustomizationBehavior(bits: bits | other.bits)
    }

    public func intersection(_ other: TableColumnCustomizationBehavior) -> TableColumnCustomizationBehavior {
        TableColumnCustomizationBehavior(bits: bits & other.bits)
    }

    public func symmetricDifference(_ other: TableColumnCustomizationBehavior) -> TableColumnCustomizationBehavior {
        TableColumnCustomizationBehavior(bits: bits ^ other.bits)
    }

    @discardableResult
    public mutating func insert(_ newMember: TableColumnCustomizationBehavior) -> (inserted: Bool, memberAfterInsert: TableColumnCustomizationBehavior) {
        let inserted = !contains(newMember)
        bits |= newMember.bits
        return (inserted, newMember)
    }

    @discardableResult
    public mutating func remove(_ member: TableColumnCustomizationBehavior) -> TableColumnCustomizationBehavior? {
        guard contains(member) else { return nil }
        bits &= ~member.bits
        return member
    }

    @discardableResult
    public mutating func update(with newMember: TableColumnCustomizationBehavior) -> TableColumnCustomizationBehavior? {
        let present = contains(newMember)
        bits |= newMember.bits
        return present ? newMember : nil
    }

    public mutating func formUnion(_ other: TableColumnCustomizationBehavior) {
        bits |= other.bits
    }

    public mutating func formIntersection(_ other: TableColumnCustomizationBehavior) {
        bits &= other.bits
    }

    public mutating func formSymmetricDifference(_ other: TableColumnCustomizationBehavior) {
        bits ^= other.bits
    }
}
