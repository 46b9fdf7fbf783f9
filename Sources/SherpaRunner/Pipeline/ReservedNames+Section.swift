import Foundation
import SherpaCore

extension ReservedNames {
    /// The names `section`'s hidden suite needs to keep: read from its files and the reference's.
    package static func of(_ section: CatalogSection, in workspace: Workspace) throws -> ReservedNames {
        let suite = try SectionSources.suiteFiles(section, in: workspace).map { try String(contentsOf: $0.url, encoding: .utf8) }
        let reference = try SectionSources.moduleFiles(section, in: workspace.url(section.solution)).map { try String(contentsOf: $0.url, encoding: .utf8) }
        return ReservedNames(suite: suite, reference: reference, modules: section.modules.map(\.name))
    }

    /// The report of a hand-in refused before it is built, or nil when nothing in its app modules is
    /// reserved. `folder` holds the learner's section folder, which they know as `sourcePath`.
    package func refusal(_ section: CatalogSection, folder: URL, sourcePath: String, variant: CheckVariant) throws -> CheckReport? {
        var offences: [Offence] = []
        for file in try SectionSources.moduleFiles(section, in: folder) {
            guard let text = try? String(contentsOf: file.url, encoding: .utf8) else { continue }
            offences += self.offences(in: SourceFile(path: "\(sourcePath)/\(file.section)", text: text))
        }
        guard !offences.isEmpty else { return nil }
        var report = CheckReport(
            section: section.id, variant: variant, status: .error,
            message: "sherpa did not build your code in \(sourcePath): it declares or imports what the hidden tests must keep for themselves."
        )
        report.refusedBeforeBuild = true
        report.buildErrors = offences.map { BuildDiagnostic(path: $0.path, line: $0.line, column: 1, severity: .error, message: $0.message) }
        return report
    }
}
