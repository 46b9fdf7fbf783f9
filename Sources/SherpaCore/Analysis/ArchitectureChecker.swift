/// A check behind one rule kind.
protocol RuleCheck {
    var rule: ArchitectureRule { get }
    func findings(in project: ProjectFacts) -> [ArchitectureFinding]
}

/// Runs a section's architecture rules over the learner's files.
package struct ArchitectureChecker: Sendable {
    package var rules: [ArchitectureRule]

    package init(rules: [ArchitectureRule]) {
        self.rules = rules
    }

    /// Findings for `files`, ordered by path, line and rule id.
    package func check(_ files: [SourceFile]) -> [ArchitectureFinding] {
        check(ProjectFacts(sources: files))
    }

    /// Findings for already analysed files.
    package func check(_ project: ProjectFacts) -> [ArchitectureFinding] {
        rules.flatMap { Self.check(for: $0).findings(in: project) }
            .sorted { ($0.path, $0.line, $0.ruleID) < ($1.path, $1.line, $1.ruleID) }
    }

    static func check(for rule: ArchitectureRule) -> any RuleCheck {
        switch rule.kind {
        case .forbiddenImports: ForbiddenImportsRule(rule: rule)
        case .forbiddenNames: ForbiddenNamesRule(rule: rule)
        case .privateSetState: PrivateSetStateRule(rule: rule)
        case .protocolDependency: ProtocolDependencyRule(rule: rule)
        case .privateDependency: PrivateDependencyRule(rule: rule)
        case .viewOwnsViewModel: ViewOwnsViewModelRule(rule: rule)
        case .oneModelPerFile: OneModelPerFileRule(rule: rule)
        }
    }
}
