import Foundation
import SherpaCore

extension SherpaMCPCatalogue {
    var prompts: [MCPPrompt] {
        [
            MCPPrompt(name: "open_session", title: "Open a study session", description: "Start or resume a study session: read the record, greet the learner where they are, agree on the next step.", arguments: []) { _ in
                openSession()
            },
            MCPPrompt(
                name: "teach_section", title: "Teach one section", description: "Teach one section of the route with its teaching notes, at the learner's preferred depth and pace.",
                arguments: [MCPPrompt.Argument(name: "section", description: "The section: a number, an id or a slug.", required: true)]
            ) { arguments in
                try teach(workspace.section(named: arguments["section"] ?? ""))
            },
            MCPPrompt(name: "wrap_up", title: "Wrap up the route", description: "Close the route: what should stick, how sure the learner feels, where to go next.", arguments: []) { _ in
                wrapUp()
            },
        ]
    }

    private func openSession() -> String {
        let progress = session.store.load()
        let newcomer = progress.activity.isEmpty
        var text = """
            You are teaching the iOS App Patterns route alongside the learner, with sherpa's tools. Open the session:

            1. Call sherpa_status and sherpa_preferences. Read .sessions/assistant-notes.md if it exists (what earlier sessions noted).
            2. \(newcomer ? "This learner has not started yet. Find out what they already know before teaching anything, and place them on the route." : "Remind the learner in two sentences where they stopped, then agree on the next step sherpa proposes (or another one they prefer).")
            3. Keep to one step at a time. The learner writes the code; you explain, ask and check with sherpa_check.
            4. When they are stuck, use sherpa_hint and turn the hint into a question. Never paste the solution.
            5. Note what you learn about how they learn with sherpa_note.
            """
        text += "\n\n" + preferenceGuidance()
        let notes = GuidePage(markdown: (try? String(contentsOf: workspace.url(Self.notesOverviewPath), encoding: .utf8)) ?? "")
        if let part = notes.part(newcomer ? "The first session: placing the learner" : "Adapting during the route") {
            text += "\n\nFrom the teaching notes:\n\n" + part.markdown
        }
        return text
    }

    private func teach(_ section: CatalogSection) -> String {
        var text = """
            Teach \(section.displayName), "\(section.title)". \(section.summary)

            Work in small steps: explain one idea with the guide page (sherpa_guide, part by part), ask a question that shows whether it landed, then let the learner change the code in \(section.starter)/. Run sherpa_check when they think a step is done and read the report with them: name the failing test's idea, not its fix. Use sherpa_hint only after they have tried, one hint at a time, and retell it as a question. Once the check passes, offer the quiz with sherpa_quiz, one question at a time, and only then the comparison with the solution (sherpa_diff).
            """
        text += "\n\n" + preferenceGuidance()
        if let notes = try? String(contentsOf: workspace.url(section.notes), encoding: .utf8) {
            text += "\n\nThe teaching notes for this section:\n\n" + notes
        }
        return text
    }

    private func wrapUp() -> String {
        var text = """
            Close the route with the learner. Call sherpa_wrapup without an answer first: go through the ideas it lists and ask the learner to say each in their own words, filling gaps with a question rather than a lecture. Then ask its confidence question and pass the learner's own number to sherpa_wrapup. Share the advice for their answer and the routes to try next, and write what you noticed with sherpa_note.
            """
        text += "\n\n" + preferenceGuidance()
        let notes = GuidePage(markdown: (try? String(contentsOf: workspace.url(Self.notesOverviewPath), encoding: .utf8)) ?? "")
        if let part = notes.part("Closing the route") {
            text += "\n\nFrom the teaching notes:\n\n" + part.markdown
        }
        return text
    }

    /// How the learner's settings should shape the assistant's own teaching.
    private func preferenceGuidance() -> String {
        let preferences = workspace.loadPreferences().preferences
        let tone = switch preferences.tone {
        case .objective: "Keep a plain, factual tone."
        case .encouraging: "Be warm: name what went well before what to fix."
        case .humorous: "A light joke is welcome now and then, never at the learner's expense."
        }
        let depth = switch preferences.explanationDepth {
        case .concise: "Keep explanations short; expand only when asked."
        case .balanced: "Explain each idea once, with one example."
        case .detailed: "Explain the why behind each step, with examples and the trade-offs."
        }
        let pacing = switch preferences.pacing {
        case .learnerLed: "Let the learner choose what comes next; offer options rather than a plan."
        case .balanced: "Propose the next step and follow the learner if they want another."
        case .structured: "Keep to the route's order, and to each quiz before the next section."
        }
        return "The learner's preferences (sherpa_preferences): tone \(preferences.tone.rawValue), explanation_depth \(preferences.explanationDepth.rawValue), pacing \(preferences.pacing.rawValue), quiz_frequency \(preferences.quizFrequency.rawValue). \(tone) \(depth) \(pacing)"
    }
}
