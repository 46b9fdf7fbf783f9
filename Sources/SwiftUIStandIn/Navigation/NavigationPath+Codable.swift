import Foundation

// Apple's API for saving a `NavigationPath` and reading it back: `codable` gives a
// `CodableRepresentation` when every value on the path is `Codable`, and
// `NavigationPath(_ codable:)` makes the path again. Each value is written as its type's
// mangled name and its JSON, last screen first, as SwiftUI does. Reading checks that each type
// exists but, as SwiftUI does, leaves the JSON undecoded until a stack needs the value, so a
// restored path is not `==` to the one saved (see `NavigationPath`).

extension NavigationPath {
    /// A path in a form that can be encoded, decoded and turned back into a path.
    public struct CodableRepresentation: Codable {
        package var items: [Item]

        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var reversed: [Item] = []
            while !container.isAtEnd {
                let typeName = try container.decode(String.self)
                let json = try container.decode(String.self)
                guard _typeByName(typeName) is any (Decodable & Hashable).Type else {
                    throw DecodingError.dataCorruptedError(in: container, debugDescription: "No Decodable and Hashable type is called \(typeName) in this program.")
                }
                reversed.append(.saved(typeName: typeName, json: json))
            }
            items = reversed.reversed()
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for item in items.reversed() {
                switch item {
                case .saved(let typeName, let json):
                    try container.encode(typeName)
                    try container.encode(json)
                case .value(let element):
                    guard let value = element.base as? any Encodable else {
                        throw EncodingError.invalidValue(element.base, EncodingError.Context(codingPath: container.codingPath, debugDescription: "\(type(of: element.base)) is not Encodable."))
                    }
                    try container.encode(_mangledTypeName(type(of: element.base)) ?? String(reflecting: type(of: element.base)))
                    try container.encode(String(decoding: try JSONEncoder().encode(value), as: UTF8.self))
                }
            }
        }

        init(items: [Item]) {
            self.items = items
        }
    }

    /// The path as a `CodableRepresentation`, or nil when a value on it is not `Codable`.
    public var codable: CodableRepresentation? {
        let allCodable = items.allSatisfy { item in
            guard case .value(let element) = item else { return true }
            return element.base is any Encodable && type(of: element.base) is any Decodable.Type
        }
        return allCodable ? CodableRepresentation(items: items) : nil
    }

    /// The path a `CodableRepresentation` was made from, its saved values still undecoded.
    public init(_ codable: CodableRepresentation) {
        self.init()
        items = codable.items
    }
}

extension NavigationPath.Item {
    /// The value itself, decoding a saved one. Its type was found when the path was read, so only
    /// JSON that no longer fits the type fails here, which SwiftUI also treats as a programming error.
    var resolved: AnyHashable {
        switch self {
        case .value(let element):
            return element
        case .saved(let typeName, let json):
            guard let type = _typeByName(typeName) as? any (Decodable & Hashable).Type else {
                preconditionFailure("A saved NavigationPath names \(typeName), which is no Decodable and Hashable type in this program.")
            }
            do {
                return try Self.decode(type, from: Data(json.utf8))
            } catch {
                preconditionFailure("A saved NavigationPath holds JSON that \(typeName) cannot decode: \(error)")
            }
        }
    }

    private static func decode<Value: Decodable & Hashable>(_ type: Value.Type, from data: Data) throws -> AnyHashable {
        AnyHashable(try JSONDecoder().decode(Value.self, from: data))
    }
}
