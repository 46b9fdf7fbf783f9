import Foundation
import SherpaCore
import SherpaSession

extension SherpaMCPCatalogue {
    /// `sherpa hint`: the next hint, counted in the learner's record.
    var hintTool: MCPTool {
        MCPTool(
            name: "sherpa_hint",
            title: "Next hint",
            description: "Gives the learner's next hint for a section and records it like `sherpa hint`: first the hint written for the test that fails now, then the section's general hints, gentlest first. Each call uses one more hint, so call it only when the learner is stuck and has tried. Do not read the hint out as an answer: turn it into a question or a pointer to the guide, and let the learner write the code. When every hint is used, suggest re-reading the guide; the solution stays closed until the check passes.",
            inputSchema: JSONSchema.object(["section": JSONSchema.section], required: ["section"]),
            outputSchema: JSONSchema.object([
                "kind": JSONSchema.string("test: written for the failing test; general: the section's next hint; exhausted: all were used, the last is repeated.", oneOf: ["test", "general", "exhausted"]),
                "test": JSONSchema.nullable(JSONSchema.string("The failing test the hint is for.")),
                "number": JSONSchema.nullable(JSONSchema.integer("Which general hint this is, from 1.")),
                "total": JSONSchema.integer("How many general hints the section has."),
                "hint": JSONSchema.nullable(JSONSchema.string("The hint's text.")),
            ], required: ["kind", "test", "number", "total", "hint"]),
            readOnly: false
        ) { values, _ in
            let section = try section(MCPArguments(tool: "sherpa_hint", values: values))
            let given = try session.hint(section).get()
            let (book, pick) = (given.book, given.pick)
            let structured: JSONValue
            switch pick {
            case .test(let name, let text):
                structured = ["kind": "test", "test": .string(name), "number": nil, "total": .integer(book.general.count), "hint": .string(text)]
            case .general(let number, let total, let text):
                structured = ["kind": "general", "test": nil, "number": .integer(number), "total": .integer(total), "hint": .string(text)]
            case .exhausted(let total, let last):
                structured = ["kind": "exhausted", "test": nil, "number": nil, "total": .integer(total), "hint": last.map { .string($0) } ?? nil]
            }
            return MCPToolResult(structured: structured, text: (structured["hint"]?.stringValue ?? "No hint is left.") + " (\(pick.summary))")
        }
    }
}
