/// `privateDependency`: the repository a view model was given stays private to it. The
/// property is found by its type (a repository protocol or a concrete repository of the
/// section), never by its name, so a learner may call it `repository`, `source` or `books`.
///
/// Parameter `widestAccess` (optional, one access level, `fileprivate` when absent): the widest
/// access the property may have. Section 7 allows `internal`, because there the guarantee is
/// that no code outside the feature module reaches the repository.
///
/// Placeholders: `{type}`, `{property}`, `{access}` (the access written, or `internal`).
struct PrivateDependencyRule: RuleCheck {
    let rule: ArchitectureRule

    var widestAccess: AccessLevel {
        rule.parameter("widestAccess").first.flatMap(AccessLevel.init(rawValue:)) ?? .fileprivate
    }

    func findings(in project: ProjectFacts) -> [ArchitectureFinding] {
        let repositories = project.names(playing: .repository).union(project.names(playing: .repositoryProtocol))
        let widest = widestAccess
        return project.declarations(playing: .viewModel).flatMap { file, type in
            type.storedProperties.filter { !$0.isStatic && $0.access > widest }.compactMap { property -> ArchitectureFinding? in
                let named = property.typeText.isEmpty ? [property.initializerType] : property.typeNames
                guard named.contains(where: repositories.contains) else { return nil }
                return rule.finding(path: file.file.path, line: property.line, values: [
                    "type": type.name,
                    "property": property.name,
                    "access": property.access.rawValue,
                ])
            }
        }
    }
}
