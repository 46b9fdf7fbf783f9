import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading

extension Gradebook {
    /// The whole gradebook, keys sorted and dates in ISO 8601, so the same grades give the same bytes.
    func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        return try encoder.encode(self) + Data("\n".utf8)
    }

    /// Gradescope's `results.json` for one learner: a test per criterion, worth its weight, with
    /// every lost point explained in `output`, each hint on a line of its own.
    func gradescope(_ learner: LearnerGrade) throws -> Data {
        struct Test: Encodable {
            var name: String
            var score: Double
            var max_score: Double
            var status: String
            var output: String
            var visibility = "visible"
        }
        struct Results: Encodable {
            var score: Double
            var max_score: Double
            var output: String
            var tests: [Test]
            var visibility = "visible"
        }
        let lost = LostPoints(learner: learner)
        let tests = learner.score.criteria.map { criterion in
            Test(
                name: "\(criterion.title) (\(criterion.detail))", score: criterion.points, max_score: criterion.weight,
                status: criterion.points >= criterion.weight ? "passed" : "failed",
                output: lost.explanation(for: criterion.measure).map(\.plain).joined(separator: "\n")
            )
        }
        let results = Results(score: learner.score.total, max_score: Rubric.maximum, output: lost.headline(section: section), tests: tests)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(results) + Data("\n".utf8)
    }
}
