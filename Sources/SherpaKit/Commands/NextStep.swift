import Foundation

/// The one next thing to do, in the words sherpa prints after a command.
enum NextStep {
    static func afterCheck(_ report: CheckReport, section: CatalogSection, workspace: Workspace, progress: LearnerProgress) -> String {
        let command = "swift run sherpa"
        if report.variant == CheckVariant.solution.rawValue {
            return report.status == .pass
                ? "The reference solution passes. Compare it with yours: `\(command) diff \(section.id)`."
                : "The reference solution does not pass: the course itself has a problem. Please report it."
        }
        switch report.status {
        case .error:
            return "Next: fix the first compiler error above, then run `\(command) check \(section.id)` again."
        case .fail:
            return "Next: make the first failing check pass, then run `\(command) check \(section.id)` again. Stuck? `\(command) hint \(section.id)` gives one hint at a time."
        case .pass:
            let quizTaken = progress[section: section.id].quiz != nil
            if !quizTaken {
                return "Well done. Next: the checkpoint quiz, `\(command) quiz \(section.id)`."
            }
            if let next = workspace.catalog.sections.first(where: { $0.number == section.number + 1 }) {
                return "Next: read \(next.guide) (`\(command) guide \(next.id)`), then start \(next.starter)."
            }
            return "That was the last section of the route. Well done."
        }
    }
}
