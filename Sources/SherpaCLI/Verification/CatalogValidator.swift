import Foundation
import SherpaCore
import SherpaRunner
import SherpaGrading

/// Checks the route's data without building anything: paths exist, digests match, hint files,
/// probes and rules are well formed. Each problem is one sentence naming the file.
struct CatalogValidator {
    let workspace: Workspace

    init(workspace: Workspace) {
        self.workspace = workspace
    }

    func problems(sections: [CatalogSection]) -> [String] {
        var problems: [String] = []
        let catalog = workspace.catalog
        let ids = catalog.sections.map(\.id)
        if Set(ids).count != ids.count { problems.append("sherpa/catalog.json lists a section id twice.") }
        if !catalog.support.matches(in: workspace) {
            problems.append("\(catalog.support.path) does not match the SHA-256 pinned in sherpa/catalog.json (run `sherpa verify --update-checksums` after an intended change).")
        }
        let rules = try? RuleBook.load(from: workspace.url("sherpa/rules.json"))
        // Package.swift lists the exercise folders for Xcode; the catalog lists them for sherpa. They must agree.
        let manifest = (try? String(contentsOf: workspace.url("Package.swift"), encoding: .utf8)) ?? ""
        for section in sections {
            for (label, path) in [("starter", section.starter), ("solution", section.solution), ("guide page", section.guide), ("teaching notes", section.notes), ("hints", section.hints), ("suite", section.suite.path)] {
                if !FileManager.default.fileExists(atPath: workspace.url(path).path) {
                    problems.append("\(section.id): the \(label) \(path) does not exist.")
                }
            }
            for folder in [section.starter, section.solution] {
                let name = URL(fileURLWithPath: folder).lastPathComponent
                if !manifest.isEmpty, !manifest.contains("\"\(name)\"") && !manifest.contains("/\(name)\"") {
                    problems.append("\(section.id): Package.swift does not name \(folder), so Xcode would not show it; add it to the section folders there.")
                }
            }
            if !section.suite.matches(in: workspace) {
                problems.append("\(section.id): \(section.suite.path) does not match the SHA-256 pinned in sherpa/catalog.json (run `sherpa verify --update-checksums` after an intended change).")
            }
            problems += HintBookValidator.problems(for: section, in: workspace)
            if let probes = section.probes {
                do {
                    _ = try CompileFailProbe.load(folder: workspace.url(probes))
                } catch {
                    problems.append("\(section.id): \(error.localizedDescription)")
                }
            }
            if let screen = section.screen, let problem = screenProblem(screen, section: section) {
                problems.append(problem)
            }
            problems += QuizBankValidator.problems(for: section, in: workspace)
            problems += RubricValidator.problems(for: section, in: workspace)
            if let spec = section.learnerTests {
                do {
                    _ = try MutantSchema.make(MutantCatalog.load(folder: workspace.url(spec.mutants)), mutantsFolder: workspace.url(spec.mutants), solutionFolder: workspace.url(section.solution))
                } catch {
                    problems.append("\(section.id): \(error.localizedDescription)")
                }
            }
            if !section.rules.isEmpty {
                if let rules {
                    do {
                        for rule in try rules.rules(ids: section.rules) {
                            let page = String(rule.guide.prefix { $0 != "#" })
                            if !page.isEmpty, !FileManager.default.fileExists(atPath: workspace.url(page).path) {
                                problems.append("\(section.id): the rule \(rule.id) points learners to \(page), which does not exist.")
                            }
                        }
                    } catch {
                        problems.append("\(section.id): \(error.localizedDescription)")
                    }
                } else {
                    problems.append("\(section.id): lists architecture rules, but sherpa/rules.json could not be read.")
                }
            }
        }
        do {
            _ = try ScreenAPI.load(in: workspace)
        } catch {
            problems.append(error.localizedDescription)
        }
        // A course without the list judges every SwiftUI error as the learner's, as before there was one.
        if FileManager.default.fileExists(atPath: workspace.url(SwiftUIAPI.path).path) {
            do {
                problems += try SwiftUIAPI.load(in: workspace).problems()
            } catch {
                problems.append(error.localizedDescription)
            }
        }
        problems += QuizBankValidator.problems(for: nil, in: workspace)
        return problems
    }
}

extension CatalogValidator {
    /// `screen` must be one expression that makes a type the solution declares, so `sherpa show`
    /// can draw it. Whether it compiles is proved by drawing it, not here.
    func screenProblem(_ screen: String, section: CatalogSection) -> String? {
        let typeName = String(screen.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        guard !typeName.isEmpty, screen.dropFirst(typeName.count).hasPrefix("("), screen.hasSuffix(")"), !screen.contains(where: \.isNewline) else {
            return "\(section.id): the screen `\(screen)` is not one initialiser call such as `BookBrowserView()`."
        }
        let folder = workspace.url(section.solution)
        let files = (try? SourceTree.files(in: folder, extensions: ["swift"])) ?? []
        let declares = files.contains { relative in
            let text = (try? String(contentsOf: folder.appendingPathComponent(relative), encoding: .utf8)) ?? ""
            return SourceFacts(SourceFile(path: relative, text: text)).types.contains { $0.name == typeName && $0.kind != .extension }
        }
        return declares ? nil : "\(section.id): the screen `\(screen)` makes a `\(typeName)`, which \(section.solution) does not declare."
    }
}

/// Authoring: rewrites the pinned digests in `sherpa/catalog.json` in place, keeping its layout.
enum CatalogChecksums {
    static func update(in workspace: Workspace) throws -> [String] {
        let url = workspace.url(Workspace.catalogPath)
        var text = try String(contentsOf: url, encoding: .utf8)
        var changed: [String] = []
        let digests = [workspace.catalog.support] + workspace.catalog.sections.map(\.suite)
        for digest in digests where !changed.contains(digest.path) {
            let current = try FolderDigest.compute(folder: workspace.url(digest.path))
            var searchFrom = text.startIndex
            // Several sections may share a suite folder; every entry naming it is updated.
            while let pathRange = text.range(of: "\"path\": \"\(digest.path)\"", range: searchFrom..<text.endIndex),
                let shaKey = text.range(of: "\"sha256\": \"", range: pathRange.upperBound..<text.endIndex),
                let shaEnd = text.range(of: "\"", range: shaKey.upperBound..<text.endIndex)
            {
                if text[shaKey.upperBound..<shaEnd.lowerBound] != current {
                    text.replaceSubrange(shaKey.upperBound..<shaEnd.lowerBound, with: current)
                    if !changed.contains(digest.path) { changed.append(digest.path) }
                }
                searchFrom = text.index(shaKey.upperBound, offsetBy: current.count)
            }
        }
        if !changed.isEmpty { try text.write(to: url, atomically: true, encoding: .utf8) }
        return changed
    }
}
