import Foundation
import SherpaRunner

extension CheckTimings {
    /// One line per step, for `sherpa check --timings`; steps the check did not take are left out.
    func render(on console: Console) {
        let steps: [(String, Double?)] = [("build", build), ("tests", tests), ("probes", probes), ("rules", rules), ("mutants", mutants)]
        console.line()
        console.line(console.style("Time per step:", .bold))
        for (name, seconds) in steps {
            guard let seconds else { continue }
            console.line("  " + name.padding(toLength: 9, withPad: " ", startingAt: 0) + String(format: "%6.1f s", seconds))
        }
    }
}
