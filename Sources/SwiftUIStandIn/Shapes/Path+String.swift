import Foundation

extension Path {
    /// The path a `description` was written from: numbers, each step's operands, then its letter
    /// (`x y m`, `x y l`, `cx cy x y q`, `c1x c1y c2x c2y x y c`, `h`, and `x y width height re`
    /// for a rectangle). Nil when a step is unknown or has too few or too many numbers.
    public init?(_ string: String) {
        self.init()
        var numbers: [CGFloat] = []
        for word in string.split(whereSeparator: \.isWhitespace) {
            if let number = Double(word) {
                numbers.append(CGFloat(number))
                continue
            }
            let points = stride(from: 0, to: numbers.count - 1, by: 2).map { CGPoint(x: numbers[$0], y: numbers[$0 + 1]) }
            switch (word, numbers.count) {
            case ("m", 2): move(to: points[0])
            case ("l", 2): addLine(to: points[0])
            case ("q", 4): addQuadCurve(to: points[1], control: points[0])
            case ("c", 6): addCurve(to: points[2], control1: points[0], control2: points[1])
            case ("h", 0): closeSubpath()
            case ("re", 4): addRect(CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
            default: return nil
            }
            numbers = []
        }
        guard numbers.isEmpty else { return nil }
    }
}
