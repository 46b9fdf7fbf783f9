import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading

extension FeedbackVoice {
    /// A line between a hint and what to do next, in the learner's tone; nil for objective.
    package var hintAside: String? {
        switch tone {
        case .objective: nil
        case .encouraging: "Asking for a hint is part of the work, not a detour from it."
        case .humorous: "A hint a day keeps the reference solution away."
        }
    }

    /// With concise depth the hint is followed by the one command to run next, and no more.
    package var hintFollowUpIsShort: Bool { depth == .concise }

    package func shortHintFollowUp(section: String) -> String {
        "Then: \(NextStep.run("check \(section)"))."
    }

    /// What a detailed explanation adds after a hint: how to read it and where the idea behind it lives.
    package func hintReasoning(forTest testName: String?, section: String) -> String? {
        guard depth == .detailed else { return nil }
        let guide = NextStep.run("guide \(section)")
        if let testName {
            return "How to use it: the test's name, “\(testName)”, is a sentence about what your code should do. Read it next to this hint and the test's message in your last check; the idea behind it is explained in the guide page (\(guide))."
        }
        return "How the hints work: each one is more direct than the last, so try the change this one suggests before you ask again. The idea behind them is explained in the guide page (\(guide))."
    }
}
