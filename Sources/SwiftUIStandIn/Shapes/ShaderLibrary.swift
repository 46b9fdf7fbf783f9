import Foundation

/// A compiled Metal library whose functions are looked up by name: `ShaderLibrary.wave`. The
/// headless host compiles and runs no shaders, so a library only records where it comes from.
@dynamicMemberLookup
nonisolated public struct ShaderLibrary: Equatable, Sendable {
    enum Source: Equatable, Sendable {
        case main
        case bundle(path: String)
        case data(Data)
        case url(URL)
    }

    let source: Source

    init(source: Source) {
        self.source = source
    }

    public init(data: Data) {
        source = .data(data)
    }

    public init(url: URL) {
        source = .url(url)
    }

    /// The default library of the app's main bundle.
    public static let `default` = ShaderLibrary(source: .main)

    public static func bundle(_ bundle: Bundle) -> ShaderLibrary {
        ShaderLibrary(source: .bundle(path: bundle.bundlePath))
    }

    public subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderFunction(library: self, name: name)
    }

    public static subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderFunction(library: .default, name: name)
    }
}
