import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading

extension Gradebook {
    /// `report.html`: the class on one self-contained page: every learner first, linked to their
    /// feedback further down the page, then the score histogram, each criterion's mean, the most
    /// failed tests and rules, the hand-ins that did not build, timed out or crashed, the similar
    /// pairs and the hand-ins close to the reference solution, and last each learner's feedback.
    /// Inline CSS and SVG only: no script, no network, no timestamp, so the same gradebook always
    /// gives the same bytes. Every string a learner could have chosen (ids, file paths, test names,
    /// their tests' messages) is escaped.
    func html() -> String {
        let totals = learners.map(\.score.total)
        var body: [String] = [
            "<h1>\(Self.html(sectionTitle)): class report</h1>",
            "<p class=\"lead\">\(learners.count) learners, rubric \(Self.html(section)) version \(Self.html(rubric.version)). Mean <strong>\(Self.number(Self.mean(totals)))</strong>, median <strong>\(Self.number(Self.median(totals)))</strong>.</p>",
        ]
        body += learnerTable()
        body += ["<h2 id=\"distribution\">Distribution</h2>", histogramSVG()]

        body += ["<h2 id=\"criteria\">Criteria</h2>", "<table class=\"criteria\"><thead><tr><th>criterion</th><th>weight</th><th>mean</th><th>median</th><th>mean share of the weight</th></tr></thead><tbody>"]
        for criterion in rubric.criteria {
            let points = learners.map { $0.score.criteria.first { $0.id == criterion.id }?.points ?? 0 }
            let mean = Self.mean(points)
            let share = criterion.weight > 0 ? min(100, max(0, mean / criterion.weight * 100)) : 0
            body.append("<tr><td>\(Self.html(criterion.title))</td><td class=\"number\">\(Self.number(criterion.weight))</td><td class=\"number\">\(Self.number(mean))</td><td class=\"number\">\(Self.number(Self.median(points)))</td><td><div class=\"bar\"><span style=\"width:\(Self.number(share))%\"></span></div></td></tr>")
        }
        body.append("</tbody></table>")

        let reports = learners.compactMap(\.report)
        let tests = reports.flatMap(\.tests)
        body += [
            "<h2 id=\"hand-ins\">Hand-ins</h2>",
            "<ul class=\"counts\">",
        ]
        for status in LearnerGrade.Status.allCases {
            body.append("<li>\(Self.html(status.rawValue)): <strong data-count=\"\(status.rawValue)\">\(learners.filter { $0.status == status }.count)</strong></li>")
        }
        body += [
            "<li>tests that timed out: <strong data-count=\"timed-out\">\(tests.filter { $0.status == .timedOut }.count)</strong></li>",
            "<li>tests that crashed: <strong data-count=\"crashed\">\(tests.filter { $0.status == .crashed }.count)</strong></li>",
            "</ul>",
        ]

        let failedTests = Self.ranked(reports.flatMap { $0.tests.filter { $0.status != .pass && $0.status != .skipped && $0.origin != .learner }.map(\.name) })
        let brokenRules = Self.ranked(reports.flatMap { Array(Set($0.findings.map(\.ruleID))) })
        let missed = Self.ranked(reports.flatMap { ($0.mutants ?? []).filter { !$0.killed }.map(\.id) })
        body.append("<h2 id=\"failures\">Most often failed</h2>")
        body.append(Self.rankedList("Tests and guarantees", failedTests))
        body.append(Self.rankedList("Architecture rules", brokenRules))
        if !missed.isEmpty { body.append(Self.rankedList("Planted bugs missed", missed)) }

        body += similaritySection()
        body += referenceSection()
        body += ["<h2 id=\"feedback\">Feedback</h2>"] + learners.map(feedbackDetails)

        if !sandboxLimitations.isEmpty {
            body += ["<h2 id=\"sandbox\">Sandbox</h2>", "<ul>"] + sandboxLimitations.map { "<li>\(Self.html($0))</li>" } + ["</ul>"]
        }

        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(Self.html(sectionTitle)): class report</title>
            <style>
            \(Self.stylesheet)
            </style>
            </head>
            <body>
            <main>
            \(body.joined(separator: "\n"))
            </main>
            </body>
            </html>

            """
    }

    /// The ten score bands of `summary.md`, as an SVG bar chart; each bar carries its count in
    /// `data-count` and a tooltip.
    func histogramSVG() -> String {
        let totals: [Double] = learners.map(\.score.total)
        var bands: [(label: String, count: Int)] = []
        for low in stride(from: 0, through: 90, by: 10) {
            let label = low == 90 ? "90–100" : "\(low)–\(low + 9)"
            let count = totals.filter { low == 90 ? $0 >= 90 : ($0 >= Double(low) && $0 < Double(low + 10)) }.count
            bands.append((label, count))
        }
        let tallest: Int = max(1, bands.map { $0.count }.max() ?? 1)
        let width = 640, height = 240, top = 24, bottom = 32, step = 60
        let barWidth = step - 12
        let baseline = height - bottom
        let plot = baseline - top
        var parts = ["<svg class=\"histogram\" role=\"img\" aria-label=\"Learners per score band\" viewBox=\"0 0 \(width) \(height)\" width=\"\(width)\" height=\"\(height)\">"]
        parts.append("<line x1=\"16\" y1=\"\(baseline)\" x2=\"\(width - 16)\" y2=\"\(baseline)\" stroke=\"#888\"/>")
        for (index, band) in bands.enumerated() {
            let barHeight: Int = band.count * plot / tallest
            let x: Int = 24 + index * step
            let y: Int = baseline - barHeight
            let middle: Int = x + barWidth / 2
            let noun = band.count == 1 ? "learner" : "learners"
            var group = "<g class=\"band\" data-band=\"\(band.label)\" data-count=\"\(band.count)\"><title>\(band.label): \(band.count) \(noun)</title>"
            group += "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(barWidth)\" height=\"\(barHeight)\" fill=\"#3b6ea5\"/>"
            group += "<text x=\"\(middle)\" y=\"\(y - 6)\" text-anchor=\"middle\">\(band.count)</text>"
            group += "<text x=\"\(middle)\" y=\"\(baseline + 18)\" text-anchor=\"middle\" class=\"axis\">\(band.label)</text></g>"
            parts.append(group)
        }
        parts.append("</svg>")
        return parts.joined(separator: "\n")
    }

    func similaritySection() -> [String] {
        var lines = ["<h2 id=\"similarity\">Similar hand-ins</h2>", "<p class=\"note\">\(Self.html(Self.similarityCaveat))</p>", "<p class=\"method\">\(Self.html(Self.similarityMethod))</p>"]
        guard !similarity.isEmpty else {
            return lines + ["<p>No pair of hand-ins reaches the threshold.</p>"]
        }
        lines.append("<table class=\"similarity\"><thead><tr><th>learners</th><th>similarity</th><th>shared fingerprints</th><th>longest shared fragment</th></tr></thead><tbody>")
        for pair in similarity {
            let fragment = pair.longestFragment.map { fragment in
                "\(fragment.tokens) tokens: \(Self.html(pair.first)) <code>\(Self.html(fragment.inFirst.description))</code>, \(Self.html(pair.second)) <code>\(Self.html(fragment.inSecond.description))</code>"
            } ?? "none located"
            lines.append("<tr><td>\(Self.html(pair.first)) and \(Self.html(pair.second))</td><td class=\"number\">\(Self.percent(pair.similarity))<br><small>\(Self.percent(pair.firstShare)) / \(Self.percent(pair.secondShare))</small></td><td class=\"number\">\(pair.sharedFingerprints)</td><td>\(fragment)</td></tr>")
        }
        lines.append("</tbody></table>")
        return lines
    }

    /// Every hand-in close to the reference solution, with the figure and the longest fragment
    /// the two share; a sentence when there is none.
    func referenceSection() -> [String] {
        var lines = ["<h3 id=\"reference\">Close to the reference solution</h3>", "<p class=\"note\">\(Self.html(Self.referenceCaveat))</p>"]
        guard !nearReference.isEmpty else {
            return lines + ["<p>No hand-in is close to the reference solution.</p>"]
        }
        lines.append("<ul class=\"reference\">")
        for match in nearReference {
            let fragment = match.longestFragment.map { fragment in
                "; longest shared fragment \(fragment.tokens) tokens: \(Self.html(match.learner)) <code>\(Self.html(fragment.inFirst.description))</code>, reference <code>\(Self.html(fragment.inSecond.description))</code>"
            } ?? ""
            lines.append("<li data-learner=\"\(Self.html(match.learner))\"><strong>\(Self.html(match.learner))</strong>: \(Self.html(Self.referenceSentence(match)))\(fragment)</li>")
        }
        lines.append("</ul>")
        return lines
    }

    func learnerTable() -> [String] {
        var lines = ["<h2 id=\"learners\">Learners</h2>", "<table class=\"learners\"><thead><tr><th>learner</th><th>status</th><th>score</th>"]
        lines.append(rubric.criteria.map { "<th>\(Self.html($0.title))</th>" }.joined() + "<th>feedback</th></tr></thead><tbody>")
        for learner in learners {
            let points = rubric.criteria.map { criterion in
                "<td class=\"number\">\(Self.number(learner.score.criteria.first { $0.id == criterion.id }?.points ?? 0))</td>"
            }.joined()
            let link = "<td><a href=\"#\(Self.html(feedbackAnchor(learner.learner)))\">feedback</a></td>"
            lines.append("<tr class=\"\(learner.status.rawValue)\"><td>\(Self.html(learner.learner))</td><td>\(Self.html(learner.status.rawValue))</td><td class=\"number\">\(Self.number(learner.score.total))</td>\(points)\(link)</tr>")
        }
        lines.append("</tbody></table>")
        return lines
    }

    /// The id of a learner's feedback on the page: `feedback-` and their file name, which is
    /// different for every learner, with every byte outside the unreserved URL characters
    /// percent-encoded so the same text serves as the id and the link's fragment.
    func feedbackAnchor(_ learner: String) -> String {
        let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        let name = fileName(for: learner)
        return "feedback-" + (name.addingPercentEncoding(withAllowedCharacters: unreserved) ?? "_")
    }

    static func rankedList(_ title: String, _ ranked: [(name: String, count: Int)]) -> String {
        guard !ranked.isEmpty else { return "<h3>\(html(title))</h3>\n<p>None.</p>" }
        let items = ranked.prefix(10).map { "<li><span class=\"count\">\($0.count) ×</span> \(html($0.name))</li>" }
        return (["<h3>\(html(title))</h3>", "<ol class=\"ranked\">"] + items + ["</ol>"]).joined(separator: "\n")
    }

    /// Text for an HTML element or a quoted attribute.
    static func html(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    static let stylesheet = """
        body { margin: 0; background: #f6f7f9; color: #1d232b; font: 15px/1.45 -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; }
        main { max-width: 1100px; margin: 0 auto; padding: 24px 32px 48px; background: #fff; }
        h1 { font-size: 26px; margin: 0 0 8px; border-bottom: 4px solid #3b6ea5; padding-bottom: 8px; }
        h2 { font-size: 20px; margin-top: 32px; color: #24476b; }
        h3 { font-size: 16px; margin-bottom: 4px; }
        .lead { font-size: 17px; }
        .method { color: #555; font-size: 13px; }
        .note { background: #fff8e1; border-left: 4px solid #e0a800; padding: 8px 12px; }
        table { border-collapse: collapse; width: 100%; margin: 8px 0; }
        th, td { border: 1px solid #d5dae1; padding: 4px 8px; text-align: left; vertical-align: top; }
        th { background: #eef2f7; }
        td.number { text-align: right; font-variant-numeric: tabular-nums; }
        .bar { background: #e3e8ef; height: 14px; min-width: 120px; }
        .bar span { display: block; height: 100%; background: #3b6ea5; }
        .histogram text { font-size: 13px; fill: #1d232b; }
        .histogram .axis { fill: #555; }
        tr.build-error td, tr.missing td, tr.empty td, tr.unreadable-name td { background: #fdecea; }
        tr.checker-gap td { background: #fff6d5; }
        .counts strong { font-variant-numeric: tabular-nums; }
        .ranked .count { display: inline-block; min-width: 3em; color: #555; }
        code { background: #eef2f7; padding: 0 3px; }
        details.feedback { border: 1px solid #d5dae1; margin: 8px 0; padding: 4px 12px; }
        details.feedback summary { cursor: pointer; font-weight: 600; }
        details.feedback li, details.feedback .reference { white-space: pre-wrap; }
        details.feedback .hint { display: block; margin-top: 4px; color: #24476b; }
        """
}
