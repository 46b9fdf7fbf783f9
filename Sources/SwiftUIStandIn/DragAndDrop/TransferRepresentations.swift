// The representations apps declare most: as Codable data, as raw data, or through another
// Transferable type.

/// Carries a `Codable` value as encoded data of a content type.
public struct CodableRepresentation<Item: Transferable & Codable, Encoder, Decoder>: TransferRepresentation, _PrimitiveTransferRepresentation, @unchecked Sendable {
    public typealias Body = Never

    let contentType: UTType

    public init(contentType: UTType) where Encoder == JSONEncoder, Decoder == JSONDecoder {
        self.contentType = contentType
    }

    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder) {
        self.contentType = contentType
    }
}

/// Carries a value as data of a content type, through the app's own conversions.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation, _PrimitiveTransferRepresentation {
    public typealias Body = Never

    let exportedType: UTType?
    let importedType: UTType?

    public init(contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data, importing: @escaping @Sendable (Data) async throws -> Item) {
        exportedType = contentType
        importedType = contentType
    }

    public init(exportedContentType contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        exportedType = contentType
        importedType = nil
    }

    public init(importedContentType contentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        exportedType = nil
        importedType = contentType
    }
}

/// Carries a value as another `Transferable` value (a `String`, a `URL`…).
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation, _PrimitiveTransferRepresentation {
    public typealias Body = Never

    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation, importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {}

    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation) {}

    public init(importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {}
}

extension TransferRepresentation {
    /// Offers this representation only for the values `condition` accepts.
    public func exportingCondition(_ condition: @escaping @Sendable (Self.Item) -> Bool) -> some TransferRepresentation<Self.Item> {
        self
    }

    /// Names the file a receiver saves the content as.
    public func suggestedFileName(_ fileName: String) -> some TransferRepresentation<Self.Item> {
        self
    }
}

extension String: Transferable {
    public static var transferRepresentation: DataRepresentation<String> {
        DataRepresentation(contentType: .plainText, exporting: { Data($0.utf8) }, importing: { String(decoding: $0, as: UTF8.self) })
    }
}

extension Data: Transferable {
    public static var transferRepresentation: DataRepresentation<Data> {
        DataRepresentation(contentType: .data, exporting: { $0 }, importing: { $0 })
    }
}

extension URL: Transferable {
    public static var transferRepresentation: CodableRepresentation<URL, JSONEncoder, JSONDecoder> {
        CodableRepresentation(contentType: .url)
    }
}

extension AttributedString: Transferable {
    public static var transferRepresentation: ProxyRepresentation<AttributedString, String> {
        ProxyRepresentation(exporting: { String($0.characters) }, importing: { AttributedString($0) })
    }
}
