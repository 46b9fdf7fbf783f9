import Foundation

/// When sherpa proposes a quiz, following the learner's `quiz_frequency`.
/// Quizzes can always be taken on demand; this only decides what the "next step" suggests.
public enum QuizSchedule {
    public struct Proposal: Equatable, Sendable {
        /// `section-N` or `route-end`.
        public var quiz: String
        /// One sentence for the learner: why this quiz, now.
        public var reason: String
        public var command: String { "swift run sherpa quiz \(quiz)" }
    }

    /// Groups of section numbers quizzed together with `after_major_topics`: the foundation,
    /// the data layer with its tests, the app's structure, and the practice project.
    public static let majorTopics: [[Int]] = [[1, 2], [3, 4], [5, 6, 7], [8]]

    /// The quiz to suggest now, or nil. `sections` are the ones a learner can complete (the
    /// catalog's ready sections); a section counts as done once its own check has passed.
    public static func proposal(sections: [CatalogSection], progress: LearnerProgress, frequency: LearnerPreferences.QuizFrequency) -> Proposal? {
        let done = { (section: CatalogSection) in progress[section: section.id].completedAt != nil }
        let quizzed = { (id: String) in progress[section: id].quiz != nil }
        switch frequency {
        case .afterEachSection:
            if let section = sections.first(where: { done($0) && !quizzed($0.id) }) {
                return Proposal(quiz: section.id, reason: "You finished \(section.displayName); its checkpoint quiz is next.")
            }
        case .afterMajorTopics:
            for topic in majorTopics {
                let members = sections.filter { topic.contains($0.number) }
                guard !members.isEmpty, members.allSatisfy(done) else { continue }
                if let section = members.first(where: { !quizzed($0.id) }) {
                    let names = members.map { String($0.number) }.joined(separator: ", ")
                    return Proposal(quiz: section.id, reason: "You finished the topic of sections \(names); time for its quizzes, starting with \(section.displayName).")
                }
            }
        case .endOfRoute:
            break
        }
        if !sections.isEmpty, sections.allSatisfy(done), !quizzed(QuizBank.routeEndID) {
            return Proposal(quiz: QuizBank.routeEndID, reason: "You finished every section; the route-end quiz ties them together.")
        }
        return nil
    }
}
