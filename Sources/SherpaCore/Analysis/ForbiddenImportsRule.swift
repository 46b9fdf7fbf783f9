/// `forbiddenImports`: a file that declares a type of role `appliesTo` imports none of
/// the rule's `modules`. One finding per file, on the first forbidden import.
///
/// Placeholders: `{type}` (the first such type in the file), `{modules}`, `{file}`.
struct ForbiddenImportsRule: RuleCheck {
    let rule: ArchitectureRule

    func findings(in project: ProjectFacts) -> [ArchitectureFinding] {
        guard let role = rule.appliesTo else { return [] }
        let forbidden = Set(rule.parameter("modules"))
        return project.files.compactMap { file in
            guard let type = file.types.first(where: { project.role(of: $0.name) == role }) else { return nil }
            let offending = file.imports.filter { forbidden.contains($0.module) }
            guard let first = offending.first else { return nil }
            var modules: [String] = []
            for fact in offending where !modules.contains(fact.module) { modules.append(fact.module) }
            return rule.finding(path: file.file.path, line: first.line, values: [
                "type": type.name,
                "modules": modules.backtickedList,
                "file": file.file.fileName,
            ])
        }
    }
}
