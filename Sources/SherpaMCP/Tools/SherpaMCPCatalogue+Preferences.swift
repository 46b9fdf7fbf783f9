import Foundation
import SherpaCore

extension SherpaMCPCatalogue {
    /// `sherpa config --json`: the learner's preferences, where each came from, and what it changes.
    var preferencesTool: MCPTool {
        let setting = JSONSchema.object([
            "value": JSONSchema.string("The value in effect."),
            "source": JSONSchema.string("Where it came from: the file's line, or default."),
            "allowed": JSONSchema.array(of: JSONSchema.string("A value."), "The values the setting takes."),
            "effect": JSONSchema.string("What the setting changes."),
        ], required: ["value", "source", "allowed", "effect"])
        return MCPTool(
            name: "sherpa_preferences",
            title: "Learner preferences",
            description: "The learner's preferences from .sherpa-config.yml (tone, explanation_depth, pacing, quiz_type, quiz_frequency, feedback_style), where each came from, and what each changes. Match your own teaching to them: the tone you use, how much you explain, how firmly you keep to the route's order and when you propose quizzes.",
            inputSchema: JSONSchema.object([:]),
            outputSchema: JSONSchema.object([
                "settings": JSONSchema.object(Dictionary(uniqueKeysWithValues: LearnerPreferences.keys.map { ($0, setting) }), required: LearnerPreferences.keys),
                "problems": JSONSchema.array(of: JSONSchema.string("A problem."), "Lines of the file that could not be used; those settings keep their defaults."),
            ], required: ["settings", "problems"]),
            readOnly: true
        ) { _, _ in
            let loaded = workspace.loadPreferences()
            var settings: [String: JSONValue] = [:]
            for key in LearnerPreferences.keys {
                settings[key] = [
                    "value": .string(loaded.preferences.value(for: key) ?? ""),
                    "source": .string(loaded.sources[key] ?? "default"),
                    "allowed": .array((LearnerPreferences.allowedValues(for: key) ?? []).map { .string($0) }),
                    "effect": .string(LearnerPreferences.effects[key] ?? ""),
                ]
            }
            let summary = LearnerPreferences.keys.map { "\($0): \(loaded.preferences.value(for: $0) ?? "")" }.joined(separator: ", ")
            return MCPToolResult(
                structured: ["settings": .object(settings), "problems": .array(loaded.problems.map { .string($0) })],
                text: summary
            )
        }
    }
}
