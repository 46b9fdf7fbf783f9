import Foundation

/// A named function in a shader library, called like a function to make a shader:
/// `ShaderLibrary.default.ripple(.float(t))`.
@dynamicCallable
nonisolated public struct ShaderFunction: Equatable, Sendable {
    public var library: ShaderLibrary
    public var name: String

    public init(library: ShaderLibrary, name: String) {
        self.library = library
        self.name = name
    }

    public func dynamicallyCall(withArguments args: [Shader.Argument]) -> Shader {
        Shader(function: self, arguments: args)
    }
}
