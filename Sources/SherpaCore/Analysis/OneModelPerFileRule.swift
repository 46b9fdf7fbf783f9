/// `oneModelPerFile`: a file declares at most one model type (a top-level struct or enum
/// that is not a view, view model, repository, router or error). Private helper types
/// do not count, and a type declared in several `#if` branches counts once. The finding
/// sits on the second model's line.
///
/// Placeholders: `{file}`, `{types}`, `{count}`.
struct OneModelPerFileRule: RuleCheck {
    let rule: ArchitectureRule

    func findings(in project: ProjectFacts) -> [ArchitectureFinding] {
        project.files.compactMap { file in
            var models: [TypeFact] = []
            for type in file.topLevelTypes
            where project.role(of: type.name) == .model && type.access > .fileprivate
                && !models.contains(where: { $0.name == type.name }) {
                models.append(type)
            }
            guard models.count > 1 else { return nil }
            return rule.finding(path: file.file.path, line: models[1].line, values: [
                "file": file.file.fileName,
                "types": models.map(\.name).backtickedList,
                "count": String(models.count),
            ])
        }
    }
}
