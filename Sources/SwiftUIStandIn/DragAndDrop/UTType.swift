// `UTType` names a kind of content (plain text, a PNG image, a JSON file). Apple declares it in
// UniformTypeIdentifiers, a framework Linux does not have; SwiftUI's drag-and-drop and document
// signatures take it, so the stand-in declares the part of it those signatures and apps use:
// identifiers, the common system types, filename extensions and conformance.

/// A kind of content, named by a reverse-DNS identifier such as `public.plain-text`.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    public let identifier: String
    public let preferredFilenameExtension: String?
    public let preferredMIMEType: String?
    private let parents: [String]

    private init(identifier: String, filenameExtension: String? = nil, mimeType: String? = nil, parents: [String]) {
        self.identifier = identifier
        preferredFilenameExtension = filenameExtension
        preferredMIMEType = mimeType
        self.parents = parents
    }

    private static let known: [UTType] = [
        UTType(identifier: "public.item", parents: []),
        UTType(identifier: "public.content", parents: []),
        UTType(identifier: "public.data", parents: ["public.item"]),
        UTType(identifier: "public.folder", parents: ["public.item"]),
        UTType(identifier: "public.url", parents: ["public.data"]),
        UTType(identifier: "public.file-url", parents: ["public.url"]),
        UTType(identifier: "public.text", parents: ["public.data", "public.content"]),
        UTType(identifier: "public.plain-text", filenameExtension: "txt", mimeType: "text/plain", parents: ["public.text"]),
        UTType(identifier: "public.utf8-plain-text", parents: ["public.plain-text"]),
        UTType(identifier: "public.comma-separated-values-text", filenameExtension: "csv", mimeType: "text/csv", parents: ["public.plain-text"]),
        UTType(identifier: "public.json", filenameExtension: "json", mimeType: "application/json", parents: ["public.text"]),
        UTType(identifier: "public.html", filenameExtension: "html", mimeType: "text/html", parents: ["public.text"]),
        UTType(identifier: "public.xml", filenameExtension: "xml", mimeType: "application/xml", parents: ["public.text"]),
        UTType(identifier: "public.rtf", filenameExtension: "rtf", mimeType: "text/rtf", parents: ["public.text"]),
        UTType(identifier: "net.daringfireball.markdown", filenameExtension: "md", mimeType: "text/markdown", parents: ["public.plain-text"]),
        UTType(identifier: "public.image", parents: ["public.data", "public.content"]),
        UTType(identifier: "public.png", filenameExtension: "png", mimeType: "image/png", parents: ["public.image"]),
        UTType(identifier: "public.jpeg", filenameExtension: "jpeg", mimeType: "image/jpeg", parents: ["public.image"]),
        UTType(identifier: "com.compuserve.gif", filenameExtension: "gif", mimeType: "image/gif", parents: ["public.image"]),
        UTType(identifier: "public.heic", filenameExtension: "heic", mimeType: "image/heic", parents: ["public.image"]),
        UTType(identifier: "public.svg-image", filenameExtension: "svg", mimeType: "image/svg+xml", parents: ["public.image"]),
        UTType(identifier: "com.adobe.pdf", filenameExtension: "pdf", mimeType: "application/pdf", parents: ["public.data", "public.content"]),
        UTType(identifier: "public.audiovisual-content", parents: ["public.data", "public.content"]),
        UTType(identifier: "public.movie", parents: ["public.audiovisual-content"]),
        UTType(identifier: "public.audio", parents: ["public.audiovisual-content"]),
        UTType(identifier: "public.mpeg-4", filenameExtension: "mp4", mimeType: "video/mp4", parents: ["public.movie"]),
        UTType(identifier: "public.mp3", filenameExtension: "mp3", mimeType: "audio/mpeg", parents: ["public.audio"]),
        UTType(identifier: "public.zip-archive", filenameExtension: "zip", mimeType: "application/zip", parents: ["public.data"]),
    ]

    /// An identifier the stand-in does not list is still a type: data, as Apple treats a
    /// dynamic type it cannot place.
    public init?(_ identifier: String) {
        guard !identifier.isEmpty else { return nil }
        self = Self.known.first { $0.identifier == identifier } ?? UTType(identifier: identifier, parents: ["public.data"])
    }

    public init?(filenameExtension: String) {
        let lowered = filenameExtension.lowercased() == "jpg" ? "jpeg" : filenameExtension.lowercased()
        guard let type = Self.known.first(where: { $0.preferredFilenameExtension == lowered }) else { return nil }
        self = type
    }

    public init?(filenameExtension: String, conformingTo supertype: UTType) {
        guard let type = UTType(filenameExtension: filenameExtension), type.conforms(to: supertype) else { return nil }
        self = type
    }

    public init?(mimeType: String) {
        guard let type = Self.known.first(where: { $0.preferredMIMEType == mimeType.lowercased() }) else { return nil }
        self = type
    }

    /// A type the app declares itself (in its Info.plist on a device).
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(identifier: identifier, parents: [(parentType ?? .data).identifier])
    }

    /// A type another app declares, which this app reads.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(identifier: identifier, parents: [(parentType ?? .data).identifier])
    }

    public func conforms(to type: UTType) -> Bool {
        if type.identifier == identifier { return true }
        return parents.contains { parent in
            (Self.known.first { $0.identifier == parent } ?? UTType(identifier: parent, parents: [])).conforms(to: type)
        }
    }

    public var supertypes: Set<UTType> {
        Set(Self.known.filter { $0.identifier != identifier && conforms(to: $0) })
    }

    public var description: String {
        identifier
    }

    public static func == (lhs: UTType, rhs: UTType) -> Bool {
        lhs.identifier == rhs.identifier
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
    }

    private static func named(_ identifier: String) -> UTType {
        known.first { $0.identifier == identifier } ?? UTType(identifier: identifier, parents: ["public.data"])
    }

    public static let item = named("public.item")
    public static let content = named("public.content")
    public static let data = named("public.data")
    public static let folder = named("public.folder")
    public static let directory = folder
    public static let url = named("public.url")
    public static let fileURL = named("public.file-url")
    public static let text = named("public.text")
    public static let plainText = named("public.plain-text")
    public static let utf8PlainText = named("public.utf8-plain-text")
    public static let commaSeparatedText = named("public.comma-separated-values-text")
    public static let json = named("public.json")
    public static let html = named("public.html")
    public static let xml = named("public.xml")
    public static let rtf = named("public.rtf")
    public static let image = named("public.image")
    public static let png = named("public.png")
    public static let jpeg = named("public.jpeg")
    public static let gif = named("com.compuserve.gif")
    public static let heic = named("public.heic")
    public static let svg = named("public.svg-image")
    public static let pdf = named("com.adobe.pdf")
    public static let audiovisualContent = named("public.audiovisual-content")
    public static let movie = named("public.movie")
    public static let audio = named("public.audio")
    public static let mpeg4Movie = named("public.mpeg-4")
    public static let mp3 = named("public.mp3")
    public static let zip = named("public.zip-archive")
}
