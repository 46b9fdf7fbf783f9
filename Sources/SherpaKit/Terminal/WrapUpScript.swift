import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading

/// The words of `sherpa wrapup`: what the route should leave behind, the confidence question,
/// what to do for each answer, and where to go next. The teaching notes
/// (`sherpa/notes/README.md`, "Closing the route") give the same content to a human tutor.
package enum WrapUpScript {
    package static let title = "Closing the route"

    /// The ideas a learner should be able to say back in their own words.
    package static let takeaways = [
        "A pattern earns its place by solving a problem: easier tests, safer changes, jobs kept apart. Without the problem, leave the pattern out.",
        "A screen's state lives in an `@Observable` view model; the SwiftUI view only draws it and passes taps on.",
        "A repository protocol keeps the question of where data comes from out of everything above it.",
        "Passing dependencies in, rather than creating them inside, is what lets a test hand over a simple stand-in.",
        "A single enum for loading state rules out combinations of flags that make no sense.",
        "Folders and modules are organised by feature, not by the kind of file.",
    ]

    package static let takeawaysLead = "Before you close the route, try to say each of these in your own words:"

    package static let question = "From 1 to 10, how sure do you feel about structuring a SwiftUI app of your own now?"

    /// How to answer when sherpa cannot ask (no terminal, or a script).
    package static let howToAnswer = "Answer with `\(NextStep.command) wrapup --confidence N`, where N is a whole number from 1 to 10."

    package static let reprompt = "Please type a whole number from 1 to 10, or press Return to skip."

    /// What to do next for an answer in each band.
    package static func advice(for band: ConfidenceBand) -> String {
        switch band {
        case .unsure:
            return "Go back to sections 2 and 3, the view model and the repository, and work one more example through: everything after them builds on those two. \(NextStep.run("guide 2")) reopens the first."
        case .growing:
            return "That is where most people land, and it is a good place to be. What moves the number is practice: build one small app from an empty project with these patterns, such as a to-do list, a weather screen or a recipe browser."
        case .ready:
            return "You are ready for the next layer. A route on persistence is the natural follow-on: the repository you already have gains a store on the device."
        }
    }

    package static let nextRoutesLead = "Where to go from here:"

    package static let nextRoutes = [
        "Persistence: keep data on the device, behind the repository you already wrote.",
        "Sync: keep a person's data in step across their devices through iCloud.",
        "Practice: one small app from scratch, with the whole architecture from the first screen.",
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
