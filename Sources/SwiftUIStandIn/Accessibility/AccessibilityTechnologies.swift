/// Assistive technologies, as a set: which ones an `@AccessibilityFocusState` follows.
public struct AccessibilityTechnologies: SetAlgebra, Sendable {
    private var members: Set<Int>

    private init(members: Set<Int>) {
        self.members = members
    }

    public init() {
        members = []
    }

    public static var voiceOver: AccessibilityTechnologies { AccessibilityTechnologies(members: [0]) }
    public static var switchControl: AccessibilityTechnologies { AccessibilityTechnologies(members: [1]) }

    public func contains(_ member: AccessibilityTechnologies) -> Bool {
        member.members.isSubset(of: members)
    }

    public func union(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies {
        AccessibilityTechnologies(members: members.union(other.members))
    }

    public func intersection(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies {
        AccessibilityTechnologies(members: members.intersection(other.members))
    }

    public func symmetricDifference(_ other: AccessibilityTechnologies) -> AccessibilityTechnologies {
        AccessibilityTechnologies(members: members.symmetricDifference(other.members))
    }

    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTechnologies) -> (inserted: Bool, memberAfterInsert: AccessibilityTechnologies) {
        let inserted = !contains(newMember)
        members.formUnion(newMember.members)
        return (inserted, newMember)
    }

    @discardableResult
    public mutating func remove(_ member: AccessibilityTechnologies) -> AccessibilityTechnologies? {
        guard contains(member), !member.members.isEmpty else { return nil }
        members.subtract(member.members)
        return member
    }

    @discardableResult
    public mutating func update(with newMember: AccessibilityTechnologies) -> AccessibilityTechnologies? {
        let present = contains(newMember)
        members.formUnion(newMember.members)
        return present ? newMember : nil
    }

    public mutating func formUnion(_ other: AccessibilityTechnologies) {
        members.formUnion(other.members)
    }

    public mutating func formIntersection(_ other: AccessibilityTechnologies) {
        members.formIntersection(other.members)
    }

    public mutating func formSymmetricDifference(_ other: AccessibilityTechnologies) {
        members.formSymmetricDifference(other.members)
    }
}
