import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading

extension FeedbackVoice {
    /// Whether the report prints the suite's hint under a failing test. A concise learner gets
    /// the test's own message only; `sherpa hint` still gives the hints one at a time.
    package var showsTestHints: Bool { depth != .concise }

    /// A line after the report's verdict, in the learner's tone; nil for the objective tone and
    /// for a check of the reference solution, which is not the learner's work.
    package func verdictAside(for report: CheckReport) -> String? {
        guard report.variant == .starter else { return nil }
        switch (tone, report.status) {
        case (.objective, _):
            return nil
        case (.encouraging, .pass):
            return "Every check passes: the code now has the shape this section teaches, and you gave it that shape."
        case (.encouraging, .fail):
            let total = report.tests.count
            let lead = report.passedCount > 0 ? "\(report.passedCount) of \(total) tests already pass. " : ""
            return lead + "Each ✘ above names one precise thing that is left, so the list can only get shorter from here."
        case (.encouraging, .error):
            return "Compiler errors come with a file and a line, which makes them the quickest kind to fix."
        case (.humorous, .pass):
            return "All green. The monolith has left the building."
        case (.humorous, .fail):
            return "The hidden tests have notes for you. They are fussy, but they never change their minds about what they expect."
        case (.humorous, .error):
            return "The compiler would like a word before the tests get theirs."
        case (.encouraging, .checkerGap), (.humorous, .checkerGap):
            return "Your views reach further into SwiftUI than sherpa's checker does yet; that is a compliment to your views."
        }
    }

    /// The sentence that offers a hint after the next step; concise advice leaves it out.
    func stuckOffer(section: String) -> String? {
        depth == .concise ? nil : "Stuck? \(NextStep.run("hint \(section)")) gives one hint at a time."
    }

    /// What a detailed explanation adds after the next step of a check: why the advice is in
    /// that order and where the reasoning is written down.
    func checkReasoning(for report: CheckReport, section: String) -> String? {
        guard depth == .detailed, report.variant == .starter else { return nil }
        let guide = NextStep.run("guide \(section)")
        switch report.status {
        case .error:
            return "Why this order: until the code compiles no test can run, and later compiler errors often follow from the first, so fixing that one can clear several. The guide page (\(guide)) shows the shape the code is heading for."
        case .fail:
            return "Why this order: a failing test names a behaviour the section asks for, so it is the most concrete thing to work on; architecture findings say where code should live, and each links to the part of the guide page that explains the rule (\(guide))."
        case .checkerGap:
            return "Why this order: sherpa could not judge your views, so what it judged without them is the only feedback it can give; the guide page (\(guide)) shows what the views are for."
        case .pass:
            return "Before you move on, try to say why each type sits where it does; the guide page (\(guide)) gives the reasoning and the trade-offs the section chose."
        }
    }
}
