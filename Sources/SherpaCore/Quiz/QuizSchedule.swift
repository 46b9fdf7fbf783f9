import Foundation

/// When sherpa proposes a quiz, following the learner's `quiz_frequency`.
/// Quizzes can always be taken on demand; this only decides what the "next step" suggests.
package enum QuizSchedule {
    package struct Proposal: Equatable, Sendable {
        /// `section-N` or `route-end`.
        package var quiz: String
        /// One sentence for the learner: why this quiz, now.
        package var reason: String
        package var command: String { "swift run sherpa quiz \(quiz)" }
    }

    /// Groups of section numbers quizzed together with `after_major_topics`: the foundation,
    /// the data layer with its tests, the app's structure, and the practice project.
    static let majorTopics: [[Int]] = [[1, 2], [3, 4], [5, 6, 7], [8]]

    /// The quiz to suggest now, or nil. `sections` are the ones a learner can complete (the
    /// catalog's ready sections); a section counts as done once its own check has passed.
    /// A quiz taken but not yet passed is still due, and the reason says so.
    package static func proposal(sections: [CatalogSection], progress: LearnerProgress, frequency: LearnerPreferences.QuizFrequency) -> Proposal? {
        let done = { (section: CatalogSection) in progress[section: section.id].completedAt != nil }
        let due = { (id: String) in !(progress[section: id].quiz?.isPassed ?? false) }
        func retake(_ id: String, quizName: String) -> String? {
            guard let record = progress[section: id].quiz, !record.isPassed else { return nil }
            return "Your best score on \(quizName) so far is \(Int((record.bestScore * 100).rounded()))%, below its pass mark; another attempt is next."
        }
        switch frequency {
        case .afterEachSection:
            if let section = sections.first(where: { done($0) && due($0.id) }) {
                let reason = retake(section.id, quizName: "\(section.displayName)'s quiz") ?? "You finished \(section.displayName); its checkpoint quiz is next."
                return Proposal(quiz: section.id, reason: reason)
            }
        case .afterMajorTopics:
            for topic in majorTopics {
                let members = sections.filter { topic.contains($0.number) }
                guard !members.isEmpty, members.allSatisfy(done) else { continue }
                if let section = members.first(where: { due($0.id) }) {
                    let names = members.map { String($0.number) }.joined(separator: ", ")
                    let reason = retake(section.id, quizName: "\(section.displayName)'s quiz")
                        ?? "You finished the topic of sections \(names); time for its quizzes, starting with \(section.displayName)."
                    return Proposal(quiz: section.id, reason: reason)
                }
            }
        case .endOfRoute:
            break
        }
        if !sections.isEmpty, sections.allSatisfy(done), due(QuizBank.routeEndID) {
            let reason = retake(QuizBank.routeEndID, quizName: "the route-end quiz") ?? "You finished every section; the route-end quiz ties them together."
            return Proposal(quiz: QuizBank.routeEndID, reason: reason)
        }
        return nil
    }
}
