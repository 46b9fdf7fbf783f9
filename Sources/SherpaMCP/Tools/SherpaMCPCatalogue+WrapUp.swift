import Foundation
import SherpaCore
import SherpaSession

extension SherpaMCPCatalogue {
    /// `sherpa wrapup`: the ideas to keep, the confidence question, and with an answer the advice
    /// for it, recorded like `sherpa wrapup --confidence N`.
    var wrapUpTool: MCPTool {
        MCPTool(
            name: "sherpa_wrapup",
            title: "Wrap up the route",
            description: "Closes the route. Without confidence: the ideas the learner should be able to say back in their own words, and the question of how sure they feel from 1 to 10 (ask it, and let them answer). With the learner's answer as confidence: the advice for that answer and where to go next, and the answer is recorded like `sherpa wrapup`.",
            inputSchema: JSONSchema.object([
                "confidence": JSONSchema.integer("The learner's own answer to the confidence question.", minimum: 1, maximum: 10),
            ]),
            outputSchema: JSONSchema.object([
                "openSections": JSONSchema.array(of: JSONSchema.integer("A section number."), "Sections whose check has not passed yet."),
                "takeaways": JSONSchema.array(of: JSONSchema.string("An idea."), "What the route should leave behind."),
                "question": JSONSchema.string("The confidence question."),
                "previousConfidence": JSONSchema.nullable(JSONSchema.integer("The answer given at the last wrap-up.")),
                "confidence": JSONSchema.nullable(JSONSchema.integer("The answer recorded now.")),
                "advice": JSONSchema.nullable(JSONSchema.string("What to do for that answer.")),
                "nextRoutes": JSONSchema.array(of: JSONSchema.string("A route."), "Where to go next; empty until the question is answered."),
            ], required: ["openSections", "takeaways", "question", "previousConfidence", "confidence", "advice", "nextRoutes"]),
            readOnly: false
        ) { values, _ in
            let confidence = try MCPArguments(tool: "sherpa_wrapup", values: values).optionalInteger("confidence", in: 1...10)
            let session = self.session
            let progress = session.store.load()
            let open = workspace.catalog.sections.filter { progress[section: $0.id].completedAt == nil }.map { JSONValue.integer($0.number) }
            var structured: [String: JSONValue] = [
                "openSections": .array(open),
                "takeaways": .array(WrapUpScript.takeaways.map { .string($0) }),
                "question": .string(WrapUpScript.question),
                "previousConfidence": progress.lastWrapUp.map { .integer($0.confidence) } ?? nil,
                "confidence": nil, "advice": nil, "nextRoutes": [],
            ]
            guard let confidence else {
                return MCPToolResult(structured: .object(structured), text: WrapUpScript.question)
            }
            let record = try session.wrapUp(confidence: confidence).get()
            let advice = WrapUpScript.advice(for: record.band)
            structured["confidence"] = .integer(confidence)
            structured["advice"] = .string(advice)
            structured["nextRoutes"] = .array(WrapUpScript.nextRoutes.map { .string($0) })
            return MCPToolResult(structured: .object(structured), text: advice)
        }
    }
}
