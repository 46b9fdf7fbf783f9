/// `privateDependency`: the repository a view model was given stays its own. The property is
/// found by its type (a repository protocol or a concrete repository of the section), never by
/// its name, so a learner may call it `repository`, `source` or `books`.
///
/// The rule judges a guarantee, not a keyword. By default the guarantee is that nobody outside
/// can swap the repository: a `let`, or a `var` whose setter is no wider than `widestAccess`,
/// keeps it, whatever access its getter has. Parameter `guards: ["reads"]` makes reading count
/// too: section 7's guarantee is that no code outside the feature module reaches the repository.
///
/// Parameter `widestAccess` (optional, one access level, `fileprivate` when absent): the widest
/// access the guarded use may have. Section 7 allows `internal`.
///
/// Placeholders: `{type}`, `{property}`, `{access}` (the guarded access: the setter's, or with
/// `guards: ["reads"]` the property's, `internal` when none is written).
struct PrivateDependencyRule: RuleCheck {
    let rule: ArchitectureRule

    var widestAccess: AccessLevel {
        rule.parameter("widestAccess").first.flatMap(AccessLevel.init(rawValue:)) ?? .fileprivate
    }

    func findings(in project: ProjectFacts) -> [ArchitectureFinding] {
        let repositories = project.names(playing: .repository).union(project.names(playing: .repositoryProtocol))
        let widest = widestAccess
        let readsAreGuarded = rule.parameter("guards").contains("reads")
        // The access that lets outside code break the guarantee; nil when no access can (a `let` cannot be swapped).
        func guardedAccess(_ property: MemberFact) -> AccessLevel? {
            if readsAreGuarded { return property.access }
            return property.isConstant ? nil : property.effectiveSetterAccess
        }
        return project.declarations(playing: .viewModel).flatMap { file, type in
            type.storedProperties.filter { property in
                guard !property.isStatic, let access = guardedAccess(property) else { return false }
                return access > widest
            }.compactMap { property -> ArchitectureFinding? in
                let named = property.typeText.isEmpty ? [property.initializerType] : property.typeNames
                guard named.contains(where: repositories.contains) else { return nil }
                return rule.finding(path: file.file.path, line: property.line, values: [
                    "type": type.name,
                    "property": property.name,
                    "access": (guardedAccess(property) ?? property.access).rawValue,
                ])
            }
        }
    }
}
