import Foundation
import SherpaCore
import SherpaSession

extension SherpaMCPCatalogue {
    /// `sherpa guide --raw`: a guide page, whole or one of its `##` parts.
    var guideTool: MCPTool {
        MCPTool(
            name: "sherpa_guide",
            title: "Guide page",
            description: "Returns a section's guide page (or, without a section, the route map) as Markdown, whole or one part of it: `parts` lists the page's `##` headings, and part picks one by heading or number. Teach from it in your own words and at the learner's pace; quote the page rather than inventing course content.",
            inputSchema: JSONSchema.object([
                "section": JSONSchema.string("The section: a number, an id or a slug. Left out: the route map.", maxLength: JSONSchema.sectionLength),
                "part": JSONSchema.string("One part of the page: its heading (as listed in parts) or its number from 1.", maxLength: 200),
            ]),
            outputSchema: JSONSchema.object([
                "path": JSONSchema.string("The page's file in the repository."),
                "parts": JSONSchema.array(of: JSONSchema.string("A heading."), "The page's `##` headings, in order."),
                "part": JSONSchema.nullable(JSONSchema.string("The part returned, when one was asked for.")),
                "markdown": JSONSchema.string("The page, or the part asked for."),
            ], required: ["path", "parts", "part", "markdown"]),
            readOnly: true
        ) { values, _ in
            let arguments = MCPArguments(tool: "sherpa_guide", values: values)
            let section = try arguments.optionalString("section").map { try workspace.section(named: $0) }
            let stored = try session.guidePage(section)
            let (path, markdown) = (stored.path, stored.markdown)
            let page = GuidePage(markdown: markdown)
            guard let wanted = try arguments.optionalString("part") else {
                return MCPToolResult(
                    structured: ["path": .string(path), "parts": .array(page.headings.map { .string($0) }), "part": nil, "markdown": .string(markdown)],
                    text: markdown
                )
            }
            guard let part = page.part(wanted) else {
                throw MCPError.unknownGuidePart(path: path, part: wanted, parts: page.headings)
            }
            return MCPToolResult(
                structured: ["path": .string(path), "parts": .array(page.headings.map { .string($0) }), "part": .string(part.heading), "markdown": .string(part.markdown)],
                text: part.markdown
            )
        }
    }
}
