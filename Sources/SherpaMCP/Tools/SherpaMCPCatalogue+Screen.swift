import Foundation
import SherpaCore
import SherpaRunner

extension SherpaMCPCatalogue {
    /// `sherpa show`: the outline of the screen the learner's code draws.
    var showTool: MCPTool {
        MCPTool(
            name: "sherpa_show",
            title: "Screen outline",
            description: "Draws a section's root screen from the learner's code without a device (with the section's own sample data, offline) and returns the outline `sherpa show` prints: what a person would see while loading and once loaded. Use it to talk about the screen with the learner. It builds code, so it can take a minute; cancelling stops the build.",
            inputSchema: JSONSchema.object([
                "section": JSONSchema.section,
                "solution": JSONSchema.boolean("Draw the reference solution's screen instead (default false)."),
            ], required: ["section"]),
            outputSchema: JSONSchema.object([
                "screen": JSONSchema.string("The view that was drawn."),
                "drawn": JSONSchema.boolean("False when the code does not compile or the screen cannot be drawn yet."),
                "loading": JSONSchema.nullable(JSONSchema.string("The outline of the first frame that showed a loading state.")),
                "outline": JSONSchema.nullable(JSONSchema.string("The outline once the screen's work had finished.")),
                "stillBusy": JSONSchema.boolean("True when the screen was still busy when drawing stopped."),
                "reason": JSONSchema.nullable(JSONSchema.string("Why the screen was not drawn.")),
            ], required: ["screen", "drawn", "loading", "outline", "stillBusy", "reason"]),
            readOnly: true
        ) { values, call in
            let arguments = MCPArguments(tool: "sherpa_show", values: values)
            let section = try section(arguments)
            guard let screen = section.screen else {
                throw MCPError.screenUnavailable(section: section.displayName, reason: "the catalog names no screen for it.")
            }
            guard StandIn(workspace: workspace).available else {
                throw MCPError.screenUnavailable(section: section.displayName, reason: "drawing needs the SwiftUI stand-in, which is built only on Linux.")
            }
            let sourcePath = try arguments.flag("solution") ? section.solution : section.starter
            let scoped = tools(for: call)
            call.progress("drawing \(screen)")
            let drawing = try ScreenDrawing(environment: scoped.runEnvironment(workspace), section: section, screen: screen, sourcePath: sourcePath).draw {}
            try call.stopIfCancelled()
            switch drawing {
            case .drawn(let loading, let settled, let busy):
                return MCPToolResult(
                    structured: ["screen": .string(screen), "drawn": true, "loading": loading.map { .string($0) } ?? nil, "outline": .string(settled), "stillBusy": .bool(busy), "reason": nil],
                    text: settled
                )
            case .notDrawable(let reason), .doesNotCompile(let reason):
                return MCPToolResult(
                    structured: ["screen": .string(screen), "drawn": false, "loading": nil, "outline": nil, "stillBusy": false, "reason": .string(reason)],
                    text: reason
                )
            }
        }
    }
}
