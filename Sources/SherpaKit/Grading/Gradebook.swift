import Foundation
import SherpaCore
import SherpaRunner

/// Everything one `sherpa grade` run decided: the data every output format is rendered from.
public struct Gradebook: Codable, Sendable, Equatable {
    public var formatVersion = 1
    public var section: String
    public var sectionTitle: String
    public var rubric: Rubric
    /// One per learner, sorted by learner id.
    public var learners: [LearnerGrade]
    /// What the sandbox could not enforce on this machine, a sentence each.
    public var sandboxLimitations: [String]
    /// Pairs of hand-ins that share unusually much code beyond the starter, most alike first
    /// (`SimilarityDetector`): pointers for a person, never a verdict.
    public var similarity: [SimilarityPair] = []

    public init(section: CatalogSection, rubric: Rubric, learners: [LearnerGrade], sandboxLimitations: [String], similarity: [SimilarityPair] = []) {
        self.section = section.id
        self.sectionTitle = section.title
        self.rubric = rubric
        self.learners = learners.sorted { $0.learner < $1.learner }
        self.sandboxLimitations = Array(Set(sandboxLimitations)).sorted()
        self.similarity = similarity
    }
}
