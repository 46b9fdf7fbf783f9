import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading

/// After section 1 passes: sherpa's own analysis of the monolith, member by member, next to the
/// jobs the learner's audit gave each member, with the evidence sherpa found in the code.
struct MonolithComparison {
    let analysis: [MemberJobs]
    /// Member name to the job names the learner wrote, read from the audit file.
    let audit: [String: [String]]

    init(spec: MonolithSpec, sectionFolder: URL) throws {
        let viewURL = sectionFolder.appendingPathComponent(spec.file)
        let view = SourceFile(path: spec.file, text: try String(contentsOf: viewURL, encoding: .utf8))
        analysis = MonolithAnalysis.analyse(view, typeName: spec.type)
        let auditText = (try? String(contentsOf: sectionFolder.appendingPathComponent(spec.audit), encoding: .utf8)) ?? ""
        audit = Self.parseAudit(auditText)
    }

    /// Reads `AuditEntry("member", does: [.job, .job])` lines; anything else is ignored.
    static func parseAudit(_ text: String) -> [String: [String]] {
        guard let regex = try? NSRegularExpression(pattern: #"AuditEntry\(\s*"([^"]+)"\s*,\s*does:\s*\[([^\]]*)\]"#) else { return [:] }
        var result: [String: [String]] = [:]
        for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let member = Range(match.range(at: 1), in: text), let jobs = Range(match.range(at: 2), in: text) else { continue }
            result[String(text[member])] = text[jobs].split(separator: ",")
                .map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: ".")) }
                .filter { !$0.isEmpty }
        }
        return result
    }

    func render(on console: Console, typeName: String) {
        console.line()
        console.line(console.style("sherpa's own analysis of \(typeName), next to your audit", .bold))
        for member in analysis {
            let found = member.jobs.map(\.rawValue)
            let yours = audit[member.member] ?? []
            console.line("  \(console.style(member.member, .bold)) (line \(member.line))")
            let hanging = String(repeating: " ", count: 19)
            console.line(console.wrap(yours.isEmpty ? "—" : yours.joined(separator: ", "), first: "      your audit:  ", rest: hanging))
            console.line(console.wrap(found.isEmpty ? "—" : found.joined(separator: ", "), first: "      sherpa sees: ", rest: hanging))
            for evidence in member.evidence {
                console.line(console.style(console.wrap("\(evidence.job.rawValue): \(evidence.reason) (line \(evidence.line))", first: "        ", rest: "          "), .dim))
            }
        }
        console.line(console.wrap("Six jobs in one type is why the next sections pull them apart: state and logic into a view model, networking and parsing into a repository."))
    }
}
