import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading

extension Gradebook {
    /// The few lines `sherpa grade` prints: a row per learner and the class mean.
    func renderSummary(on console: Console) {
        console.line(console.style("\(section) · \(learners.count) learners · rubric version \(rubric.version)", .bold))
        let width = min(24, learners.map(\.learner.count).max() ?? 8)
        for learner in learners {
            let name = learner.learner.padding(toLength: max(width, 8), withPad: " ", startingAt: 0)
            let number = Self.number(learner.score.total)
            let score = String(repeating: " ", count: max(0, 6 - number.count)) + number
            let marker: String = switch learner.status {
            case .graded: learner.score.total >= Rubric.maximum ? console.style("✔", .green) : console.style("•", .yellow)
            case .checkerGap: console.style("!", .yellow)
            default: console.style("✘", .red)
            }
            console.line("  \(marker) \(name) \(score)  \(learner.status == .graded ? "" : learner.status.rawValue)")
        }
        for limitation in sandboxLimitations {
            console.line(console.style("! ", .yellow) + limitation)
        }
        console.line("Mean \(Self.number(Self.mean(learners.map(\.score.total)))), median \(Self.number(Self.median(learners.map(\.score.total)))).")
    }
}
