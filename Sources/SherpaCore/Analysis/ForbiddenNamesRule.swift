/// `forbiddenNames`: types of role `appliesTo` use none of the rule's `names`. A name is
/// an identifier (`URLSession`) or a call shape with its first label (`URL(string:)`).
/// Comments and string text never count. One finding per type declaration or extension,
/// listing every forbidden name it uses, on the line of the first.
///
/// Placeholders: `{type}`, `{names}`, `{file}`.
struct ForbiddenNamesRule: RuleCheck {
    let rule: ArchitectureRule

    func findings(in project: ProjectFacts) -> [ArchitectureFinding] {
        guard let role = rule.appliesTo else { return [] }
        let forbidden = rule.parameter("names")
        return project.declarations(playing: role).compactMap { file, type in
            let uses = forbidden.compactMap { name in type.usedNames[name].map { (name: name, line: $0) } }
                .sorted { ($0.line, $0.name) < ($1.line, $1.name) }
            guard let first = uses.first else { return nil }
            return rule.finding(path: file.file.path, line: first.line, values: [
                "type": type.name,
                "names": uses.map(\.name).backtickedList,
                "file": file.file.fileName,
            ])
        }
    }
}
