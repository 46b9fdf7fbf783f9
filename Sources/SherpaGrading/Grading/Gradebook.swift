import Foundation
import SherpaCore
import SherpaRunner

/// Everything one `sherpa grade` run decided: the data every output format is rendered from.
package struct Gradebook: Codable, Sendable, Equatable {
    package var formatVersion = 1
    package var section: String
    package var sectionTitle: String
    package var rubric: Rubric
    /// One per learner, sorted by learner id.
    package var learners: [LearnerGrade]
    /// What the sandbox could not enforce on this machine, a sentence each.
    package var sandboxLimitations: [String]
    /// Pairs of hand-ins that share unusually much code beyond the starter, most alike first
    /// (`SimilarityDetector`): pointers for a person, never a verdict.
    package var similarity: [SimilarityPair] = []

    package init(section: CatalogSection, rubric: Rubric, learners: [LearnerGrade], sandboxLimitations: [String], similarity: [SimilarityPair] = []) {
        self.section = section.id
        self.sectionTitle = section.title
        self.rubric = rubric
        self.learners = learners.sorted { $0.learner < $1.learner }
        self.sandboxLimitations = Array(Set(sandboxLimitations)).sorted()
        self.similarity = similarity
    }
}
