import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading

extension Gradebook {
    /// `similarity.md`: the pairs of hand-ins most alike beyond the starter, with the figure and the
    /// longest shared fragment's lines in both, for a person to open side by side, then the
    /// hand-ins close to the reference solution.
    func similarityReport() -> String {
        var lines = [
            "# \(sectionTitle): similar hand-ins",
            "",
            Self.similarityCaveat,
            "",
            Self.similarityMethod,
            "",
        ]
        if similarity.isEmpty {
            lines.append("No pair of hand-ins reaches the threshold.")
        } else {
            lines += [
                "| learners | similarity | shared fingerprints | longest shared fragment |",
                "|---|---|---|---|",
            ]
            for pair in similarity {
                lines.append("| \(Self.markdownCell(pair.first)) and \(Self.markdownCell(pair.second)) | \(Self.percent(pair.similarity)) (\(Self.percent(pair.firstShare)) of the first's, \(Self.percent(pair.secondShare)) of the second's) | \(pair.sharedFingerprints) | \(Self.markdownCell(Self.fragmentSentence(pair))) |")
            }
        }
        lines += ["", "## Close to the reference solution", "", Self.referenceCaveat, ""]
        lines += nearReference.isEmpty ? ["No hand-in is close to the reference solution."] : referenceLines()
        return lines.joined(separator: "\n") + "\n"
    }

    /// A Markdown bullet per hand-in close to the reference solution, for `similarity.md` and
    /// `summary.md`.
    func referenceLines() -> [String] {
        nearReference.map { match in
            let fragment = match.longestFragment.map { "; longest shared fragment \($0.tokens) tokens: \(match.learner) \($0.inFirst.description), reference \($0.inSecond.description)" } ?? ""
            return "- \(match.learner): \(Self.referenceSentence(match))\(fragment)"
        }
    }

    /// "close to the reference solution (93%), 95% of the hand-in's fingerprints in it".
    static func referenceSentence(_ match: ReferenceMatch) -> String {
        "close to the reference solution (\(percent(match.similarity))), \(percent(match.learnerShare)) of the hand-in's fingerprints in it"
    }

    /// Said wherever hand-ins close to the reference solution are shown.
    static let referenceCaveat = "The reference solution comes with every learner's copy of the course, so each hand-in is also compared with it (the section's Solutions/ folder), the starter's code set aside as for pairs and listed from the same threshold. A hand-in close to it is a reason to talk with the learner about how they worked, never a finding by itself: a short exercise can lead honest work to the same code."

    /// Said wherever similarity is shown.
    static let similarityCaveat = "These pairs share more code than the threshold once the starter is set aside. That is a reason to read both hand-ins side by side, never a finding by itself: a short exercise, a shared tutorial or a dictated name can make honest work look alike."

    /// How the pairs were found, with the sizes in force; `docs/similarity.md` says why.
    static var similarityMethod: String {
        let detector = SimilarityDetector()
        return "Method: winnowing fingerprints (Schleimer, Wilkerson and Aiken, 2003; as in MOSS and Dolos) over normalised tokens: names, numbers and string texts replaced by placeholders, comments dropped. K-grams of \(detector.kgram) tokens, windows of \(detector.window); every k-gram of the starter is removed. A pair is listed from a similarity of \(percent(detector.threshold)): twice the shared fingerprints over both hand-ins' fingerprints."
    }

    static func fragmentSentence(_ pair: SimilarityPair) -> String {
        guard let fragment = pair.longestFragment else { return "none located" }
        return "\(fragment.tokens) tokens: \(pair.first) \(fragment.inFirst.description), \(pair.second) \(fragment.inSecond.description)"
    }

    static func percent(_ fraction: Double) -> String {
        "\(Int((fraction * 100).rounded()))%"
    }

    /// A learner-chosen string inside a Markdown table: no row or cell can be broken out of.
    static func markdownCell(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "|", with: "\\|")
            .replacingOccurrences(of: "\n", with: " ")
            .replacingOccurrences(of: "\r", with: " ")
    }
}
