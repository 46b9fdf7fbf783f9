// CoreGraphics' font, which `import SwiftUI` brings on Apple platforms and Linux lacks. An app makes
// one from a bundled font file to register it (CTFontManagerRegisterGraphicsFont). The stand-in draws
// no glyphs, so it reads only what registration needs: that the bytes are a font, and its names.
#if !canImport(Darwin)
import Foundation

/// A font read from TrueType or OpenType data.
public final class CGFont: @unchecked Sendable {
    /// The name CoreText registers the font under, from the font's naming table.
    public let postScriptName: CFString?
    public let fullName: CFString?

    /// Reads the font in the provider's bytes; nil when they are not a TrueType or OpenType font.
    public init?(_ provider: CGDataProvider) {
        let bytes = [UInt8](provider.bytes)
        guard let names = FontNameTable(bytes) else { return nil }
        postScriptName = names.string(id: 6)
        fullName = names.string(id: 4)
    }
}

/// The naming table of an sfnt font file (TrueType, OpenType): the strings a font names itself with.
struct FontNameTable {
    let bytes: [UInt8]
    /// Where the table starts in the file.
    let start: Int

    init?(_ bytes: [UInt8]) {
        let fontTags: Set<Int> = [0x0001_0000, 0x4F54_544F, 0x7472_7565] // 1.0, "OTTO", "true"
        let nameTag = 0x6E61_6D65 // "name"
        guard let version = Self.integer(in: bytes, at: 0, size: 4), fontTags.contains(version),
              let tables = Self.integer(in: bytes, at: 4, size: 2),
              // The table directory: a tag, a checksum, an offset and a length for each table.
              let record = (0..<tables).map({ 12 + $0 * 16 }).first(where: { Self.integer(in: bytes, at: $0, size: 4) == nameTag }),
              let offset = Self.integer(in: bytes, at: record + 8, size: 4)
        else { return nil }
        self.bytes = bytes
        start = offset
    }

    /// The string with the given name ID, preferring Windows' UTF-16 records to Macintosh's single-byte ones.
    func string(id: Int) -> String? {
        guard let count = integer(at: start + 2, size: 2), let storage = integer(at: start + 4, size: 2) else { return nil }
        var macintosh: String?
        for record in (0..<count).map({ start + 6 + $0 * 12 }) {
            guard let platform = integer(at: record, size: 2), integer(at: record + 6, size: 2) == id,
                  let length = integer(at: record + 8, size: 2), let offset = integer(at: record + 10, size: 2)
            else { continue }
            let from = start + storage + offset
            guard from + length <= bytes.count else { continue }
            let text = bytes[from..<(from + length)]
            if platform == 3 || platform == 0 {
                let units = stride(from: text.startIndex, to: text.endIndex - 1, by: 2).map { UInt16(text[$0]) << 8 | UInt16(text[$0 + 1]) }
                return String(decoding: units, as: UTF16.self)
            }
            macintosh = macintosh ?? String(decoding: text, as: Unicode.ASCII.self)
        }
        return macintosh
    }

    /// The big-endian unsigned integer of `size` bytes at `offset`, or nil past the end of the file.
    func integer(at offset: Int, size: Int) -> Int? {
        Self.integer(in: bytes, at: offset, size: size)
    }

    static func integer(in bytes: [UInt8], at offset: Int, size: Int) -> Int? {
        guard offset >= 0, offset + size <= bytes.count else { return nil }
        return bytes[offset..<(offset + size)].reduce(0) { $0 << 8 | Int($1) }
    }
}
#endif
