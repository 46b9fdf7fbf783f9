import Foundation
import SherpaCore
import SherpaSession

extension SherpaMCPCatalogue {
    /// `sherpa diff`: the learner's files beside the reference solution, only once their check
    /// has passed (the tool has no `--force`).
    var diffTool: MCPTool {
        let line = JSONSchema.object([
            "change": JSONSchema.string("same, removed (the learner's) or added (the solution's).", oneOf: ["same", "removed", "added"]),
            "text": JSONSchema.string("The line."),
        ], required: ["change", "text"])
        let file = JSONSchema.object([
            "path": JSONSchema.string("The file, relative to the section's folder."),
            "comparison": JSONSchema.string("How the file compares.", oneOf: ["identical", "changed", "onlyYours", "onlySolution", "unreadable"]),
            "lines": JSONSchema.array(of: line, "The changed stretches with their context, or the whole file the solution alone has."),
        ], required: ["path", "comparison", "lines"])
        return MCPTool(
            name: "sherpa_diff",
            title: "Compare with the solution",
            description: "After the learner's own check of a section has passed, compares their files with the reference solution, like `sherpa diff`. Before that it refuses: the solution is what the learner should earn. Use it to discuss what each version makes easier to test or change; the solution is one good answer, not the only one.",
            inputSchema: JSONSchema.object(["section": JSONSchema.section], required: ["section"]),
            outputSchema: JSONSchema.object([
                "files": JSONSchema.array(of: file, "Every file of either folder."),
            ], required: ["files"]),
            readOnly: false
        ) { values, _ in
            let section = try section(MCPArguments(tool: "sherpa_diff", values: values))
            guard let compared = try session.compareWithSolution(section, context: 3) else {
                throw MCPError.solutionLocked(section: section.displayName)
            }
            let comparisons = try compared.get()
            let files: [JSONValue] = comparisons.map(Self.describe)
            let changed = comparisons.filter { !$0.isIdentical }.count
            return MCPToolResult(structured: ["files": .array(files)], text: "\(changed) of \(comparisons.count) files differ from the reference solution.")
        }
    }

    private static func describe(_ comparison: FileComparison) -> JSONValue {
        func lines(_ lines: [LineDiff.Line]) -> JSONValue {
            .array(lines.map { line in
                let change: String = switch line.change {
                case .same: "same"
                case .removed: "removed"
                case .added: "added"
                }
                return ["change": .string(change), "text": .string(line.text)]
            })
        }
        switch comparison {
        case .identical(let path): return ["path": .string(path), "comparison": "identical", "lines": []]
        case .changed(let path, let hunks): return ["path": .string(path), "comparison": "changed", "lines": lines(hunks.flatMap(\.lines))]
        case .onlyYours(let path): return ["path": .string(path), "comparison": "onlyYours", "lines": []]
        case .onlySolution(let path, let text):
            return ["path": .string(path), "comparison": "onlySolution", "lines": .array(text.map { ["change": "added", "text": .string($0)] })]
        case .unreadable(let path): return ["path": .string(path), "comparison": "unreadable", "lines": []]
        }
    }
}
