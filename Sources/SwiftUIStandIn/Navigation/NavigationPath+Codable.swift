import Foundation

// Apple's API for saving a `NavigationPath` and reading it back: `codable` gives a
// `CodableRepresentation` when every value on the path is `Codable`, and
// `NavigationPath(_ codable:)` makes the path again. Each value is written as its type's
// mangled name and its JSON, last screen first, as SwiftUI does.

extension NavigationPath {
    /// A path in a form that can be encoded, decoded and turned back into a path.
    public struct CodableRepresentation: Codable {
        package var elements: [AnyHashable]

        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var reversed: [AnyHashable] = []
            while !container.isAtEnd {
                let typeName = try container.decode(String.self)
                let json = try container.decode(String.self)
                guard let type = _typeByName(typeName) as? any (Decodable & Hashable).Type else {
                    throw DecodingError.dataCorruptedError(in: container, debugDescription: "No Decodable and Hashable type is called \(typeName) in this program.")
                }
                reversed.append(try Self.decode(type, from: Data(json.utf8)))
            }
            elements = reversed.reversed()
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for element in elements.reversed() {
                guard let value = element.base as? any Encodable else {
                    throw EncodingError.invalidValue(element.base, EncodingError.Context(codingPath: container.codingPath, debugDescription: "\(type(of: element.base)) is not Encodable."))
                }
                try container.encode(_mangledTypeName(type(of: element.base)) ?? String(reflecting: type(of: element.base)))
                try container.encode(String(decoding: try JSONEncoder().encode(value), as: UTF8.self))
            }
        }

        init(elements: [AnyHashable]) {
            self.elements = elements
        }

        private static func decode<Value: Decodable & Hashable>(_ type: Value.Type, from data: Data) throws -> AnyHashable {
            AnyHashable(try JSONDecoder().decode(Value.self, from: data))
        }
    }

    /// The path as a `CodableRepresentation`, or nil when a value on it is not `Codable`.
    public var codable: CodableRepresentation? {
        let allCodable = elements.allSatisfy { $0.base is any Encodable && type(of: $0.base) is any Decodable.Type }
        return allCodable ? CodableRepresentation(elements: elements) : nil
    }

    /// The path a `CodableRepresentation` was made from.
    public init(_ codable: CodableRepresentation) {
        self.init()
        elements = codable.elements
    }
}
