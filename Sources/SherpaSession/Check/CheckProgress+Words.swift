import Foundation
import SherpaRunner

extension CheckProgress {
    /// What a check is doing after `elapsed` seconds, in the words the terminal's progress line
    /// and the assistant's progress notifications both show.
    package func words(elapsed: Int) -> String {
        let time = elapsed < 60 ? "\(elapsed)s" : "\(elapsed / 60)m \(String(format: "%02d", elapsed % 60))s"
        return switch self {
        case .building: "building… \(time)"
        case .testing(let finished, let declared): "testing \(finished)/\(declared)… \(time)"
        }
    }
}
