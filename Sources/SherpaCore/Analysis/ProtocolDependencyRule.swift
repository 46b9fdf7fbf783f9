/// `protocolDependency`: a view model holds its repository through a protocol. A stored
/// property breaks the rule when its declared type names a concrete repository of the
/// section, or, with no declared type, when its initial value constructs one.
/// A default argument such as `init(repository: any BookRepository = RemoteBookRepository())`
/// is fine: the property's type is still the protocol.
///
/// Placeholders: `{type}`, `{property}`, `{concrete}`, `{protocols}` (the repository
/// protocols the section declares, or "a repository protocol" when there is none).
struct ProtocolDependencyRule: RuleCheck {
    let rule: ArchitectureRule

    func findings(in project: ProjectFacts) -> [ArchitectureFinding] {
        let concrete = project.names(playing: .repository)
        let protocols = project.names(playing: .repositoryProtocol).sorted()
        return project.declarations(playing: .viewModel).flatMap { file, type in
            type.storedProperties.filter { !$0.isStatic }.compactMap { property -> ArchitectureFinding? in
                let named = property.typeText.isEmpty
                    ? [property.initializerType].filter(concrete.contains)
                    : property.typeNames.filter(concrete.contains)
                guard let repository = named.first else { return nil }
                return rule.finding(path: file.file.path, line: property.line, values: [
                    "type": type.name,
                    "property": property.name,
                    "concrete": repository,
                    "protocols": protocols.isEmpty ? "a repository protocol" : protocols.backtickedList,
                ])
            }
        }
    }
}
