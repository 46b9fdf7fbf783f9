import Foundation
import SherpaCore
import SherpaSession

extension SherpaMCPCatalogue {
    /// Appends the assistant's observation to `.sessions/assistant-notes.md`, the file sherpa
    /// creates once and never rewrites; nothing already there is changed.
    var observationTool: MCPTool {
        MCPTool(
            name: "sherpa_note",
            title: "Record an observation",
            description: "Appends one dated observation to .sessions/assistant-notes.md, the notes that carry over to the next session: a misconception you saw and what resolved it, the learner's confidence in their own words, or where to start next time. It only ever appends; write plain sentences about the learning, nothing private.",
            inputSchema: JSONSchema.object([
                // A note is a sentence or two; the file carries over to every later session.
                "text": JSONSchema.string("The observation, in a sentence or two.", maxLength: 4096),
                "section": JSONSchema.string("The section it is about, if one: a number, an id or a slug.", maxLength: JSONSchema.sectionLength),
            ], required: ["text"]),
            outputSchema: JSONSchema.object([
                "file": JSONSchema.string("The notes file, relative to the repository."),
                "line": JSONSchema.string("The line appended."),
            ], required: ["file", "line"]),
            readOnly: false
        ) { values, _ in
            let arguments = MCPArguments(tool: "sherpa_note", values: values)
            let text = try arguments.string("text").split(whereSeparator: \.isNewline).joined(separator: " ").trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty else { throw MCPError.missingArgument(tool: "sherpa_note", name: "text") }
            let section = try arguments.optionalString("section").map { try workspace.section(named: $0) }
            let appended = try session.note(text, about: section)
            let (file, line) = (appended.file, appended.line)
            return MCPToolResult(structured: ["file": .string(file), "line": .string(line)], text: "Appended to \(file): \(line)")
        }
    }
}
