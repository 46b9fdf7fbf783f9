import Foundation

/// A Metal shader function with the arguments it is called with, as `ShaderLibrary.wave(.float(2))`
/// builds one. The headless host runs no shaders: a shader is kept as a description of the call,
/// and the effects that take one draw their view unchanged.
nonisolated public struct Shader: Equatable, Sendable, ShapeStyle {
    public var function: ShaderFunction
    public var arguments: [Shader.Argument]
    public var dithersColor = false

    public init(function: ShaderFunction, arguments: [Shader.Argument]) {
        self.function = function
        self.arguments = arguments
    }
}

extension Shader {
    /// One value passed to a shader function, in the order its parameters are declared.
    public struct Argument: Equatable, Sendable {
        enum Value: Equatable, Sendable {
            case floats([Float])
            case color(Color)
            case colors([Color])
            case image(Image)
            case data(Data)
            case boundingRect
        }

        let value: Value

        public static func float<T: BinaryFloatingPoint>(_ x: T) -> Shader.Argument {
            Argument(value: .floats([Float(x)]))
        }

        public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Shader.Argument {
            Argument(value: .floats([Float(x), Float(y)]))
        }

        public static func float2(_ point: CGPoint) -> Shader.Argument {
            float2(point.x, point.y)
        }

        public static func float2(_ size: CGSize) -> Shader.Argument {
            float2(size.width, size.height)
        }

        public static func float2(_ vector: CGVector) -> Shader.Argument {
            float2(vector.dx, vector.dy)
        }

        public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Shader.Argument {
            Argument(value: .floats([Float(x), Float(y), Float(z)]))
        }

        public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Shader.Argument {
            Argument(value: .floats([Float(x), Float(y), Float(z), Float(w)]))
        }

        public static func floatArray(_ array: [Float]) -> Shader.Argument {
            Argument(value: .floats(array))
        }

        public static func color(_ color: Color) -> Shader.Argument {
            Argument(value: .color(color))
        }

        public static func colorArray(_ array: [Color]) -> Shader.Argument {
            Argument(value: .colors(array))
        }

        public static func image(_ image: Image) -> Shader.Argument {
            Argument(value: .image(image))
        }

        public static func data(_ data: Data) -> Shader.Argument {
            Argument(value: .data(data))
        }

        /// The rectangle being drawn, passed as a `float4` when the shader runs.
        public static var boundingRect: Shader.Argument {
            Argument(value: .boundingRect)
        }
    }
}
