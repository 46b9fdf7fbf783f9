import Foundation
import SherpaCore

extension CheckReport {
    /// The report as `sherpa check --json` prints it: keys sorted, so the same result always reads the same.
    package func jsonText() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}
