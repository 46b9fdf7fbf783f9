import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading

/// How points are written everywhere: up to two decimals, no trailing zeros (`87.5`, `100`, `33.33`).
package enum PointsFormat {
    package static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
