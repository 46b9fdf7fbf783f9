import Foundation
import SherpaCore
import SherpaSession

extension SherpaMCPCatalogue {
    /// `sherpa status`: each section's standing and the one next step.
    var statusTool: MCPTool {
        let section = JSONSchema.object([
            "id": JSONSchema.string("The section id."),
            "number": JSONSchema.integer("The section's number on the route."),
            "title": JSONSchema.string("The section's title."),
            "ready": JSONSchema.boolean("False while the section is still being written."),
            "passed": JSONSchema.boolean("True when the latest check of the learner's own code passed; a check of the reference solution never counts."),
            "lastCheckAt": JSONSchema.nullable(JSONSchema.string("When that latest check ran (ISO 8601), null before the first.")),
            "standing": JSONSchema.string("Where the learner stands, as `sherpa status` says it."),
            "checks": JSONSchema.integer("How many times the learner's code was checked."),
            "hintsUsed": JSONSchema.integer("General hints used so far."),
            "quizBestScore": JSONSchema.nullable(JSONSchema.number("Best quiz score from 0 to 1.")),
        ], required: ["id", "number", "title", "ready", "passed", "lastCheckAt", "standing", "checks", "hintsUsed", "quizBestScore"])
        return MCPTool(
            name: "sherpa_status",
            title: "Route status and next step",
            description: "Where the learner stands in each section of the route, and the one next step sherpa proposes (following their pacing and quiz_frequency preferences). Call it first in every session.",
            inputSchema: JSONSchema.object([:]),
            outputSchema: JSONSchema.object([
                "route": JSONSchema.string("The route's title."),
                "sections": JSONSchema.array(of: section, "Every section, in route order."),
                "nextStep": JSONSchema.string("The one next step."),
                "choices": JSONSchema.array(of: JSONSchema.string("A choice."), "Other choices the learner may take, for learner-led pacing."),
            ], required: ["route", "sections", "nextStep", "choices"]),
            readOnly: true
        ) { _, _ in
            let progress = session.store.load()
            let preferences = workspace.loadPreferences().preferences
            let sections: [JSONValue] = workspace.catalog.sections.map { section in
                let standing = SectionStanding.of(section, in: progress)
                return [
                    "id": .string(section.id), "number": .integer(section.number), "title": .string(section.title),
                    "ready": .bool(section.state == .ready), "passed": .bool(standing.isDone),
                    "lastCheckAt": standing.lastCheckAt.map { .string($0.formatted(.iso8601)) } ?? .null,
                    "standing": .string(standing.text(clock: SessionClock(timeZone: .current))),
                    "checks": .integer(standing.checkCount), "hintsUsed": .integer(standing.hintsUsed),
                    "quizBestScore": standing.quiz.map { .number($0.bestScore) } ?? .null,
                ]
            }
            let advice = NextStep.route(workspace: workspace, progress: progress, preferences: preferences)
            return MCPToolResult(
                structured: ["route": .string(workspace.catalog.title), "sections": .array(sections), "nextStep": .string(advice.lead), "choices": .array(advice.choices.map { .string($0) })],
                text: advice.text
            )
        }
    }
}
