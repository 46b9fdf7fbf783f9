import Foundation

/// One architecture rule, as written in `sherpa/rules.json`.
///
/// The rule's kind picks the check; its parameters tune it; its message is what the
/// learner reads. Messages may contain placeholders that the check fills in, such as
/// `{type}`, `{property}`, `{names}`, `{modules}`, `{file}` and `{types}`; each kind
/// documents the ones it fills.
package struct ArchitectureRule: Sendable, Codable, Equatable {
    /// The checks sherpa implements. Each has a small type in `Analysis/`.
    package enum Kind: String, Sendable, Codable, Equatable, CaseIterable {
        /// Files declaring a type of role `appliesTo` must not import `modules`.
        case forbiddenImports
        /// Types of role `appliesTo` must not use `names` (a name, or a call shape like `URL(string:)`).
        case forbiddenNames
        /// A view model's stored `var`s must be `private(set)` or `private` unless a view binds them.
        case privateSetState
        /// A view model's stored properties must not be typed as a concrete repository.
        case protocolDependency
        /// Nobody outside a view model can swap (or, with `guards: ["reads"]`, reach) its repository, found by its type.
        case privateDependency
        /// A view that creates its view model must hold it in `@State`.
        case viewOwnsViewModel
        /// A file declares at most one model type.
        case oneModelPerFile
    }

    /// Kebab-case id, e.g. `view-model-imports-no-ui`. Catalog entries list these.
    package var id: String
    package var kind: Kind
    /// The role of the types the rule looks at, for kinds that need one.
    var appliesTo: TypeRole?
    /// A short line naming what the rule asks for, e.g. for a list of rules.
    package var summary: String
    /// The teaching message shown with each finding; may contain placeholders.
    package var message: String
    /// Where the guide explains the idea: `guide/section-2-view-model.md#...`.
    package var guide: String
    /// Kind-specific lists, e.g. `names`, `modules`, `viewWritable`.
    var parameters: [String: [String]]

    init(
        id: String,
        kind: Kind,
        appliesTo: TypeRole? = nil,
        summary: String = "",
        message: String,
        guide: String,
        parameters: [String: [String]] = [:]
    ) {
        self.id = id
        self.kind = kind
        self.appliesTo = appliesTo
        self.summary = summary
        self.message = message
        self.guide = guide
        self.parameters = parameters
    }

    /// A parameter list, empty when absent.
    func parameter(_ name: String) -> [String] {
        parameters[name] ?? []
    }

    /// The parameters each kind cannot work without.
    var requiredParameters: [String] {
        switch kind {
        case .forbiddenImports: ["modules"]
        case .forbiddenNames: ["names"]
        case .privateSetState, .protocolDependency, .privateDependency, .viewOwnsViewModel, .oneModelPerFile: []
        }
    }

    /// The message with `{placeholder}`s replaced; unknown placeholders stay as written.
    func render(_ values: [String: String]) -> String {
        var text = message
        for (key, value) in values {
            text = text.replacingOccurrences(of: "{\(key)}", with: value)
        }
        return text
    }

    func finding(path: String, line: Int, values: [String: String]) -> ArchitectureFinding {
        ArchitectureFinding(ruleID: id, message: render(values), guide: guide, path: path, line: line)
    }
}
