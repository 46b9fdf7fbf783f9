/// Which of a table's columns the person has hidden or moved, by each column's
/// `customizationID`. A column never customized is `.automatic`.
public struct TableColumnCustomization<RowValue>: Equatable, Sendable, Codable where RowValue: Identifiable {
    private var visibilities: [String: Visibility] = [:]

    public init() {}

    public subscript(visibility id: String) -> Visibility {
        get { visibilities[id] ?? .automatic }
        set { visibilities[id] = newValue }
    }

    /// Puts the columns back in the order the table declares them. The stand-in keeps no order
    /// of its own, since nothing in the headless host moves a column.
    public mutating func resetOrder() {}

    private enum CodingKeys: String, CodingKey {
        case hidden, visible
    }

    // Visibility is not Codable, so the customization is stored as the ids of each kind.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        for id in try container.decodeIfPresent([String].self, forKey: .hidden) ?? [] {
            visibilities[id] = .hidden
        }
        for id in try container.decodeIfPresent([String].self, forKey: .visible) ?? [] {
            visibilities[id] = .visible
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(ids(with: .hidden), forKey: .hidden)
        try container.encode(ids(with: .visible), forKey: .visible)
    }

    private func ids(with visibility: Visibility) -> [String] {
        visibilities.filter { $0.value == visibility }.keys.sorted()
    }
}
