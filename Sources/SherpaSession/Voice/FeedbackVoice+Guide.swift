import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading

extension FeedbackVoice {
    /// The page as a concise learner reads it: every heading, and under each the first paragraph
    /// or list that stands on its own, without code, tables or quoted asides. What the learner has
    /// to do is never cut: the exercise part stays whole, and so does every numbered list of steps.
    /// Other depths get the page unchanged.
    /// Works on the Markdown itself, before it is laid out.
    package func guidePage(_ markdown: String) -> String {
        depth == .concise ? Self.outline(of: markdown) : markdown
    }

    /// Said after a shortened page, so the learner knows the rest is there.
    package func guideShortenedNote(path: String, section: String?) -> String? {
        guard depth == .concise else { return nil }
        let whole = NextStep.run("guide \(section.map { "\($0) " } ?? "")--raw")
        return "This is the outline of \(path) (explanation_depth: concise): each part's first paragraph and the exercise whole. \(whole) prints the whole page."
    }

    /// A line in the footer of a section's page, in the learner's tone and depth; nil for the defaults.
    package func guideFooterAside(section: String) -> String? {
        var parts: [String] = []
        switch tone {
        case .objective: break
        case .encouraging: parts.append("Reading the page first makes the exercise quicker; you are set up well.")
        case .humorous: parts.append("Page read. Your future self, debugging at midnight, sends thanks.")
        }
        if depth == .detailed {
            parts.append("To test the ideas on this page: \(NextStep.run("quiz \(section)")).")
        }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    /// Headings plus the first paragraph or list under each. Blocks are separated by blank lines;
    /// a fenced code block is one block however many blank lines it holds.
    static func outline(of markdown: String) -> String {
        var blocks: [[Substring]] = []
        var current: [Substring] = []
        var inFence = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inFence.toggle() }
            if !inFence, line.trimmingCharacters(in: .whitespaces).isEmpty {
                if !current.isEmpty { blocks.append(current); current = [] }
            } else {
                current.append(line)
            }
        }
        if !current.isEmpty { blocks.append(current) }

        var kept: [String] = []
        var proseKept = true
        var inExercise = false
        for block in blocks {
            var lines = block[...]
            if let first = lines.first, isHeading(first) {
                kept.append(String(first))
                proseKept = false
                if headingLevel(first) <= 2 { inExercise = isExerciseHeading(first) }
                lines = lines.dropFirst()
                guard !lines.isEmpty else { continue }
            }
            guard let first = lines.first else { continue }
            let text = lines.joined(separator: "\n")
            if inExercise || isNumberedStep(first) {
                kept.append(text)
                proseKept = true
                continue
            }
            guard !proseKept else { continue }
            let start = first.trimmingCharacters(in: .whitespaces)
            if start.hasPrefix("```") || start.hasPrefix("|") || start.hasPrefix(">") || start.hasPrefix("<!--") { continue }
            // A sentence ending in a colon introduces what follows (often code that is left out),
            // so it says little alone; the part's next paragraph or list is kept instead.
            if text.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix(":") { continue }
            kept.append(text)
            proseKept = true
        }
        return kept.joined(separator: "\n\n") + "\n"
    }

    private static func headingLevel(_ line: Substring) -> Int {
        line.prefix(while: { $0 == "#" }).count
    }

    /// The part that lists the learner's work: every guide page calls it "The exercise".
    private static func isExerciseHeading(_ line: Substring) -> Bool {
        line.drop(while: { $0 == "#" }).trimmingCharacters(in: .whitespaces).lowercased() == "the exercise"
    }

    /// A block that opens a numbered list: steps to follow, which an outline must not drop.
    private static func isNumberedStep(_ line: Substring) -> Bool {
        line.range(of: #"^\d+\. "#, options: .regularExpression) != nil
    }

    private static func isHeading(_ line: Substring) -> Bool {
        line.range(of: #"^#{1,6} "#, options: .regularExpression) != nil
    }
}
