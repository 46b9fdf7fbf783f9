/// `privateSetState`: every stored instance `var` of a view model is `private(set)`,
/// `private` or `fileprivate`, so only the view model changes its state.
///
/// The exception is state the view is meant to edit: a `var` counts as view-writable
/// when any file of the section binds it as `$owner.name` (e.g.
/// `TextField("Name", text: $viewModel.draftName)`) or `Bindable(owner).name`, or when
/// its name is listed in the rule's `viewWritable` parameter. A binding is the one
/// visible sign in the code that writing is intended, which keeps the rule predictable.
///
/// Placeholders: `{type}`, `{property}`.
struct PrivateSetStateRule: RuleCheck {
    let rule: ArchitectureRule

    func findings(in project: ProjectFacts) -> [ArchitectureFinding] {
        let allowed = project.boundMembers.union(rule.parameter("viewWritable"))
        return project.declarations(playing: .viewModel).flatMap { file, type in
            type.storedProperties
                .filter { !$0.isStatic && !$0.isConstant }
                .filter { $0.effectiveSetterAccess > .fileprivate }
                .filter { !allowed.contains($0.name) }
                .map { property in
                    rule.finding(path: file.file.path, line: property.line, values: [
                        "type": type.name,
                        "property": property.name,
                    ])
                }
        }
    }
}
