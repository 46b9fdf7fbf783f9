import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading

/// The one next thing to do, in the words sherpa prints after a command. It follows the
/// learner's `pacing` (how firmly to hold to the route's order) and `quiz_frequency`
/// (when a quiz is due, decided by `QuizSchedule` so that `sherpa quiz` agrees).
package enum NextStep {
    package static let command = "swift run sherpa"

    /// A command the learner can copy, in backticks.
    package static func run(_ arguments: String) -> String { "`\(command) \(arguments)`" }

    // MARK: The route as a whole (`sherpa`, `sherpa status`, `.sessions/index.md`)

    package static func route(workspace: Workspace, progress: LearnerProgress, preferences: LearnerPreferences) -> Advice {
        var advice = routeAdvice(workspace: workspace, progress: progress, preferences: preferences)
        // Whatever comes first (usually the route-end quiz), the wrap-up is offered once the route is done.
        if routeIsComplete(workspace: workspace, progress: progress), progress.lastWrapUp == nil, !advice.lead.contains(wrapUpCommand) {
            advice.choices.append("when you are ready, " + wrapUpOffer)
        }
        return advice
    }

    /// True when every section of the route is ready and the learner's own check of it has passed.
    package static func routeIsComplete(workspace: Workspace, progress: LearnerProgress) -> Bool {
        let sections = workspace.catalog.sections
        return !sections.isEmpty && sections.allSatisfy { $0.state == .ready && progress[section: $0.id].completedAt != nil }
    }

    static let wrapUpCommand = run("wrapup")
    package static let wrapUpOffer = "close the route with the wrap-up, \(wrapUpCommand): the ideas to keep, and how sure you feel now"

    private static func routeAdvice(workspace: Workspace, progress: LearnerProgress, preferences: LearnerPreferences) -> Advice {
        let ready = workspace.readySections
        let proposal = QuizSchedule.proposal(sections: ready, progress: progress, frequency: preferences.quizFrequency)
        let unfinished = ready.filter { progress[section: $0.id].completedAt == nil }
        let current = currentSection(unfinished, progress: progress)

        switch preferences.pacing {
        case .structured:
            if let proposal {
                return Advice(lead: "Next: take the quiz before moving on, \(quizCommand(proposal)). \(proposal.reason)")
            }
            if let first = unfinished.first {
                var lead = "Next: " + work(on: first, progress: progress)
                if let current, current.id != first.id {
                    lead += " Your pacing is structured, so sherpa keeps to the route's order: finish \(first.displayName) before \(current.displayName)."
                }
                return Advice(lead: lead)
            }
        case .balanced:
            if let proposal {
                // Once the learner has moved on, the open quiz becomes a reminder rather than the next step.
                if let current, SectionStanding.of(current, in: progress).isStarted {
                    return Advice(lead: "Next: " + work(on: current, progress: progress), choices: ["the quiz is still open when you want it: \(quizCommand(proposal))"])
                }
                var choices: [String] = []
                if let current { choices.append("or carry on: " + work(on: current, progress: progress)) }
                return Advice(lead: "Next: the quiz, \(quizCommand(proposal)). \(proposal.reason)", choices: choices)
            }
            if let current { return Advice(lead: "Next: " + work(on: current, progress: progress)) }
        case .learnerLed:
            var choices: [String] = []
            if let current {
                let verb = SectionStanding.of(current, in: progress).isStarted ? "continue" : "start"
                choices.append("\(verb) \(current.displayName): " + work(on: current, progress: progress))
            }
            if let proposal { choices.append("take the quiz: \(quizCommand(proposal))") }
            let later = unfinished.filter { $0.number > (current?.number ?? 0) && !SectionStanding.of($0, in: progress).isStarted }
            if let jump = later.first {
                let numbers = later.map { String($0.number) }.joined(separator: ", ")
                choices.append("jump ahead to any later section (\(numbers)): \(run("guide \(jump.id)")) reads the first of them")
            }
            if !choices.isEmpty {
                if choices.count == 1 { return Advice(lead: "Next: " + choices[0]) }
                return Advice(lead: "Next, whichever suits you:", choices: choices)
            }
        }
        return finished(workspace: workspace, progress: progress, proposal: proposal)
    }

    private static func finished(workspace: Workspace, progress: LearnerProgress, proposal: QuizSchedule.Proposal?) -> Advice {
        if let proposal { return Advice(lead: "Next: the quiz, \(quizCommand(proposal)). \(proposal.reason)") }
        let planned = workspace.catalog.sections.filter { $0.state == .planned }
        if !planned.isEmpty {
            let names = planned.map { String($0.number) }.joined(separator: ", ")
            return Advice(lead: "You have finished every section that is ready. Section\(planned.count == 1 ? "" : "s") \(names) \(planned.count == 1 ? "is" : "are") still being written; come back for \(planned.count == 1 ? "it" : "them") later.")
        }
        let compare = "`\(command) diff <section>` compares any of your sections with the reference."
        if let wrapUp = progress.lastWrapUp {
            return Advice(lead: "You have finished the route and closed it with a confidence of \(wrapUp.confidence) of 10. \(compare) \(wrapUpCommand) again shows the next routes and records how the number has moved.")
        }
        return Advice(lead: "You have finished the route. Well done. Next: \(wrapUpOffer). \(compare)")
    }

    /// The unfinished section the learner last worked on, else the first unfinished one.
    /// Reading a guide page does not count: learners browse ahead. Nor does checking the
    /// reference solution, which the README's first steps do to show a passing check.
    static func currentSection(_ unfinished: [CatalogSection], progress: LearnerProgress) -> CatalogSection? {
        for entry in progress.activity.reversed() where entry.kind != .guide {
            guard let id = entry.section, let section = unfinished.first(where: { $0.id == id }) else { continue }
            if entry.kind == .check, !isLearnerCheck(entry, in: progress[section: id]) { continue }
            return section
        }
        return unfinished.first
    }

    /// Whether a check's activity entry was a check of the learner's own code: its record, stamped
    /// a moment before the entry, is one of the learner's checks.
    private static func isLearnerCheck(_ entry: ActivityEntry, in record: SectionProgress) -> Bool {
        record.checks.contains { $0.variant == .starter && abs($0.at.timeIntervalSince(entry.at)) <= SessionLog.checkStampSlack }
    }

    /// What to do inside one unfinished section, as a clause after "Next: ".
    /// `voice` decides whether the offer of a hint follows; the plain voice keeps it.
    package static func work(on section: CatalogSection, progress: LearnerProgress, voice: FeedbackVoice = .plain) -> String {
        let record = progress[section: section.id]
        let guideRead = progress.activity.contains { $0.kind == .guide && $0.section == section.id }
        let folder = section.starter + "/"
        let check = run("check \(section.id)")
        guard let last = record.lastLearnerCheck else {
            if guideRead {
                return "follow the `// TODO:` notes in \(folder) and run \(check); it lists what the hidden tests expect, one line each."
            }
            return "read the guide for \(section.displayName), \(section.title): \(run("guide \(section.id)")). Then follow the `// TODO:` notes in \(folder) and run \(check)."
        }
        if last.status == .error {
            let first = last.failing.first.map { " (\($0))" } ?? ""
            return "fix the first compiler error\(first), then run \(check) again."
        }
        // The failing list mixes test and probe names, the sentences about missing types, and
        // architecture rule ids. A failing test is the most concrete thing to work on, then a missing type.
        let isRule = { (item: String) in item.range(of: #"^[a-z0-9]+(-[a-z0-9]+)+$"#, options: .regularExpression) != nil }
        let missing = last.missing ?? []
        let stuck = voice.stuckOffer(section: section.id).map { " " + $0 } ?? ""
        if let test = last.failing.first(where: { !isRule($0) && !missing.contains($0) }) {
            return "make “\(test)” pass (in \(folder)), then run \(check) again.\(stuck)"
        }
        if let missing = missing.first {
            return "add what is missing: \(missing) Then run \(check) again.\(stuck)"
        }
        if let rule = last.failing.first {
            return "fix the architecture finding `\(rule)` in \(folder) (the check's report explains it), then run \(check) again.\(stuck)"
        }
        return "run \(check) again."
    }

    private static func quizCommand(_ proposal: QuizSchedule.Proposal) -> String { "`\(proposal.command)`" }

    // MARK: After a command

    package static func afterCheck(_ report: CheckReport, section: CatalogSection, workspace: Workspace, progress: LearnerProgress, preferences: LearnerPreferences = .defaults, voice: FeedbackVoice = .plain) -> String {
        let advice = adviceAfterCheck(report, section: section, workspace: workspace, progress: progress, preferences: preferences, voice: voice)
        guard let reasoning = voice.checkReasoning(for: report, section: section.id) else { return advice }
        return advice + "\n" + reasoning
    }

    private static func adviceAfterCheck(_ report: CheckReport, section: CatalogSection, workspace: Workspace, progress: LearnerProgress, preferences: LearnerPreferences, voice: FeedbackVoice) -> String {
        if report.variant == .solution {
            return report.status == .pass
                ? "The reference solution passes. Compare it with yours: \(run("diff \(section.id) --force"))."
                : "The reference solution does not pass: the course itself has a problem. Please report it."
        }
        switch report.status {
        case .error where report.refusedBeforeBuild == true:
            return "Next: rename or remove what the report names above, then run \(run("check \(section.id)")) again."
        case .error:
            return "Next: fix the first compiler error above, then run \(run("check \(section.id)")) again."
        case .checkerGap:
            return "Next: keep your views as they are, or try them in Xcode's preview; work on anything else the report lists, then run \(run("check \(section.id)")) again."
        case .fail where report.runProblem != nil:
            return "Next: look for code that ends the process or writes files when the tests start (see above), then run \(run("check \(section.id)")) again."
        case .fail:
            let nothingElseFails = report.failedTests.isEmpty && report.findings.isEmpty && report.missing.isEmpty
            if nothingElseFails, let survivor = report.mutants?.first(where: { !$0.killed }) {
                return "Next: write a test that fails on this bug: \(survivor.description) Then run \(run("check \(section.id)")) again."
            }
            // A graded section's report carries no hints (`CatalogSection.graded`): say where they are.
            let hints = section.graded == true && !report.failedTests.isEmpty
                ? " This graded report keeps line-level hints out; \(run("hint \(section.id)")) gives them one at a time." : ""
            return "Next: " + work(on: section, progress: progress, voice: voice) + hints
        case .pass:
            return afterPass(section, workspace: workspace, progress: progress, preferences: preferences)
        }
    }

    static func afterPass(_ section: CatalogSection, workspace: Workspace, progress: LearnerProgress, preferences: LearnerPreferences) -> String {
        let advice = adviceAfterPass(section, workspace: workspace, progress: progress, preferences: preferences)
        guard routeIsComplete(workspace: workspace, progress: progress), progress.lastWrapUp == nil else { return advice }
        return advice + " Every section of the route has passed: when you are ready, \(wrapUpOffer)."
    }

    private static func adviceAfterPass(_ section: CatalogSection, workspace: Workspace, progress: LearnerProgress, preferences: LearnerPreferences) -> String {
        let proposal = QuizSchedule.proposal(sections: workspace.readySections, progress: progress, frequency: preferences.quizFrequency)
        let following = workspace.catalog.sections.filter { $0.number > section.number && progress[section: $0.id].completedAt == nil }
        let next = following.first
        let onward: String? = next.map { next in
            next.state == .ready
                ? "\(next.displayName), \(next.title): \(run("guide \(next.id)"))"
                : "\(next.displayName), which is still being written"
        }
        let compare = " To compare your code with the reference: \(run("diff \(section.id)"))."
        if let proposal {
            let quiz = quizCommand(proposal)
            switch preferences.pacing {
            case .structured:
                return "Well done. Next: the quiz, \(quiz). Take it before you move on\(onward.map { " to \($0)" } ?? "")." + compare
            case .balanced:
                return "Well done. Next: the quiz, \(quiz)\(onward.map { "; after it, \($0)" } ?? "")." + compare
            case .learnerLed:
                return "Well done. When you like: the quiz (\(quiz))\(onward.map { ", or straight on to \($0)" } ?? "")." + compare
            }
        }
        let later: String
        switch preferences.quizFrequency {
        case .afterEachSection: later = ""
        case .afterMajorTopics: later = " Quizzes come at the end of each major topic, as your quiz_frequency asks; \(run("quiz \(section.id)")) works any time."
        case .endOfRoute: later = " Quizzes come at the end of the route, as your quiz_frequency asks; \(run("quiz \(section.id)")) works any time."
        }
        if let onward {
            return "Well done. Next: \(onward)." + later + compare
        }
        return "Well done: that was the last section of the route." + later + compare
    }

    /// The footer of a guide page.
    package static func afterGuide(_ section: CatalogSection, progress: LearnerProgress) -> String {
        if section.state == .planned {
            return "This section's exercise is still being written; `\(command)` shows what you can work on now."
        }
        if progress[section: section.id].completedAt != nil {
            return "You have passed this section's check. `\(command)` shows what comes next."
        }
        return "Next: " + work(on: section, progress: progress)
    }
}
