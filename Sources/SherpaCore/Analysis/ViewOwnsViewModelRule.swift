/// `viewOwnsViewModel`: a view that creates its view model keeps it in `@State`.
///
/// A view creates the view model when a stored property of a view-model type has an
/// initial value, or when the view's own `init` calls the view model's initializer. Without
/// `@State`, SwiftUI may rebuild the view struct and, with it, a fresh view model. A view
/// handed its view model from outside (a plain `let`/`var` with no initial value, or
/// `@Bindable`) does not own it and is left alone.
///
/// Placeholders: `{type}`, `{property}`, `{viewModel}`.
struct ViewOwnsViewModelRule: RuleCheck {
    let rule: ArchitectureRule

    func findings(in project: ProjectFacts) -> [ArchitectureFinding] {
        let viewModels = project.names(playing: .viewModel)
        return project.declarations(playing: .view).flatMap { file, type in
            let initializers = type.members.filter { $0.kind == .initializer }
            return type.storedProperties.filter { !$0.isStatic }.compactMap { property -> ArchitectureFinding? in
                let held = ([property.initializerType] + property.typeNames).first(where: viewModels.contains)
                guard let viewModel = held, !property.hasAttribute("State") else { return nil }
                let createsInline = property.hasInitialValue
                let createsInInit = initializers.contains { $0.usedNames["\(viewModel)("] != nil }
                    && !property.hasAttribute("Bindable") && !property.hasAttribute("Environment")
                guard createsInline || createsInInit else { return nil }
                return rule.finding(path: file.file.path, line: property.line, values: [
                    "type": type.name,
                    "property": property.name,
                    "viewModel": viewModel,
                ])
            }
        }
    }
}
