import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading

/// The words of `sherpa wrapup`: what the route should leave behind, the confidence question,
/// what to do for each answer, and where to go next. The teaching notes
/// (`sherpa/notes/README.md`, "Closing the route") give the same content to a human tutor.
package enum WrapUpScript {
    package static let title = "Closing the route"

    /// Questions whose answers are the route's ideas; the learner answers them in their own words.
    package static let takeaways = [
        "Where does a screen's state live, and who may change it? (An `@Observable` view model that a test can create; the view reads it and forwards taps.)",
        "What does `BookRepository` hide from the view model? (Where books come from and how that source fails: `URLSession` today, a cache or a file tomorrow.)",
        "What does a test hand a view model instead of the server, and through what? (A double, through the initializer: that swap is the reason to inject.)",
        "Why one `LoadingState` rather than `isLoading` and `errorMessage` side by side? (The enum cannot be loading and failed at once, so no screen shows both.)",
        "Where does navigation live? (In a router that owns the typed path, so a deep link or a test changes screens by changing data.)",
        "Why are the book browser's folders named after features? (A change to one feature stays in one place, and a module boundary makes `internal` mean something.)",
        "When would you leave all of this out? (When no test, no second source and no second developer needs it: each pattern pays for a problem you have.)",
    ]

    package static let takeawaysLead = "Before you close the route, answer each of these aloud, in your own words, then compare with the note in brackets:"

    package static let question = "From 1 to 10, how sure do you feel about structuring a SwiftUI app of your own now?"

    /// How to answer when sherpa cannot ask (no terminal, or a script).
    package static let howToAnswer = "Answer with `\(NextStep.command) wrapup --confidence N`, where N is a whole number from 1 to 10."

    package static let reprompt = "Please type a whole number from 1 to 10, or press Return to skip."

    /// What to do next for an answer in each band.
    package static func advice(for band: ConfidenceBand) -> String {
        switch band {
        case .unsure:
            return "Give the foundation one more pass: rebuild one screen from an empty file, the profile of section 2 or the book list of section 3, then compare it with the reference. \(NextStep.run("guide 2")) reopens the first."
        case .growing:
            return "Most honest answers land here. What moves the number is one small app of your own from an empty project, a reading log or a packing list, with a view model, a repository protocol and a test for each behaviour."
        case .ready:
            return "You are ready to put a second source behind your repository: storage on the device, which is where a persistence route begins."
        }
    }

    package static let nextRoutesLead = "Where to go from here:"

    package static let nextRoutes = [
        "Practice: one small app of your own, with the whole architecture from the first screen.",
        "Storage on the device, behind the repository you already wrote.",
        "Sync between your devices through iCloud, once local storage works.",
        "guide/summary.md: the route in one page, a self-assessment and further reading.",
    ]

    /// Said when the wrap-up is run before every section has passed.
    package static func earlyNote(openSections: [String]) -> String {
        let which = openSections.count == 1
            ? "Section \(openSections[0]) has not passed its check yet"
            : "Sections \(openSections.joined(separator: ", ")) have not passed their check yet"
        return which + ", so the route is not finished. The wrap-up works any time, but it means most at the end."
    }

    package static func recorded(_ record: WrapUpRecord) -> String {
        "Recorded: confidence \(record.confidence) of 10, in .sessions/. Run the wrap-up again later to see how it has moved."
    }

    package static let skipped = "No answer, so nothing was recorded. The question keeps until you want it."

    package static func notesPointer(_ path: String) -> String {
        "Whoever teaches beside you can keep notes for next time in \(path); sherpa created that file once and never writes to it."
    }

    package static func previous(_ record: WrapUpRecord, day: String) -> String {
        "Last time (\(day)) you answered \(record.confidence)."
    }
}
