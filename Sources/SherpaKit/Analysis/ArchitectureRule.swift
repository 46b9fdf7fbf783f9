import Foundation

/// One architecture rule, as written in `sherpa/rules.json`.
///
/// The rule's kind picks the check; its parameters tune it; its message is what the
/// learner reads. Messages may contain placeholders that the check fills in, such as
/// `{type}`, `{property}`, `{names}`, `{modules}`, `{file}` and `{types}`; each kind
/// documents the ones it fills.
public struct ArchitectureRule: Sendable, Codable, Equatable {
    /// The checks sherpa implements. Each has a small type in `Analysis/`.
    public enum Kind: String, Sendable, Codable, Equatable, CaseIterable {
        /// Files declaring a type of role `appliesTo` must not import `modules`.
        case forbiddenImports
        /// Types of role `appliesTo` must not use `names` (a name, or a call shape like `URL(string:)`).
        case forbiddenNames
        /// A view model's stored `var`s must be `private(set)` or `private` unless a view binds them.
        case privateSetState
        /// A view model's stored properties must not be typed as a concrete repository.
        case protocolDependency
        /// A view model's repository, found by its type, must be `private` or `fileprivate`.
        case privateDependency
        /// A view that creates its view model must hold it in `@State`.
        case viewOwnsViewModel
        /// A file declares at most one model type.
        case oneModelPerFile
    }

    /// Kebab-case id, e.g. `view-model-imports-no-ui`. Catalog entries list these.
    public var id: String
    public var kind: Kind
    /// The role of the types the rule looks at, for kinds that need one.
    public var appliesTo: TypeRole?
    /// A short line naming what the rule asks for, e.g. for a list of rules.
    public var summary: String
    /// The teaching message shown with each finding; may contain placeholders.
    public var message: String
    /// Where the guide explains the idea: `guide/section-2-view-model.md#...`.
    public var guide: String
    /// Kind-specific lists, e.g. `names`, `modules`, `viewWritable`.
    public var parameters: [String: [String]]

    public init(
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
    public func parameter(_ name: String) -> [String] {
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

/// A place where the learner's code breaks an architecture rule.
public struct ArchitectureFinding: Sendable, Codable, Equatable {
    public var ruleID: String
    /// The rule's teaching message with this finding's names filled in.
    public var message: String
    /// The guide pointer of the rule.
    public var guide: String
    /// The display path of the file, as given in `SourceFile.path`.
    public var path: String
    /// 1-based line of the offending declaration or first offending use.
    public var line: Int

    public init(ruleID: String, message: String, guide: String, path: String, line: Int) {
        self.ruleID = ruleID
        self.message = message
        self.guide = guide
        self.path = path
        self.line = line
    }
}

/// All rules of the route: the decoded `sherpa/rules.json`.
public struct RuleBook: Sendable, Equatable {
    /// The only format this build reads.
    public static let supportedFormatVersion = 1

    public var rules: [ArchitectureRule]
    /// Where the rules came from, for error messages.
    public var path: String

    public init(rules: [ArchitectureRule], path: String = "sherpa/rules.json") {
        self.rules = rules
        self.path = path
    }

    /// Reads and validates a rules file.
    public static func load(from url: URL) throws -> RuleBook {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw AnalysisError.unreadableRules(path: url.path, reason: "the file could not be opened")
        }
        return try decode(data, path: url.path)
    }

    /// Decodes and validates the JSON of a rules file; `path` only names it in errors.
    public static func decode(_ data: Data, path: String) throws -> RuleBook {
        let file: RulesFile
        do {
            file = try JSONDecoder().decode(RulesFile.self, from: data)
        } catch let error as DecodingError {
            throw AnalysisError.unreadableRules(path: path, reason: Self.describe(error))
        } catch {
            throw AnalysisError.unreadableRules(path: path, reason: "it is not valid JSON")
        }
        guard file.formatVersion == supportedFormatVersion else {
            throw AnalysisError.unsupportedRulesFormat(path: path, found: file.formatVersion)
        }
        var seen: Set<String> = []
        var rules: [ArchitectureRule] = []
        for record in file.rules {
            guard let kind = ArchitectureRule.Kind(rawValue: record.kind) else {
                throw AnalysisError.unknownRuleKind(ruleID: record.id, kind: record.kind, path: path)
            }
            guard seen.insert(record.id).inserted else {
                throw AnalysisError.duplicateRule(ruleID: record.id, path: path)
            }
            var appliesTo: TypeRole?
            if let role = record.appliesTo {
                guard let known = TypeRole(rawValue: role) else {
                    throw AnalysisError.unreadableRules(
                        path: path,
                        reason: "rule \(record.id) applies to \"\(role)\", which is not one of \(TypeRole.allCases.map(\.rawValue).joined(separator: ", "))"
                    )
                }
                appliesTo = known
            }
            let rule = ArchitectureRule(
                id: record.id,
                kind: kind,
                appliesTo: appliesTo,
                summary: record.summary ?? "",
                message: record.message,
                guide: record.guide,
                parameters: record.parameters ?? [:]
            )
            for parameter in rule.requiredParameters where rule.parameter(parameter).isEmpty {
                throw AnalysisError.missingParameter(ruleID: rule.id, parameter: parameter, path: path)
            }
            if [.forbiddenImports, .forbiddenNames].contains(kind), appliesTo == nil {
                throw AnalysisError.missingParameter(ruleID: rule.id, parameter: "appliesTo", path: path)
            }
            rules.append(rule)
        }
        return RuleBook(rules: rules, path: path)
    }

    /// The rules with these ids, in the order asked for.
    public func rules(ids: [String]) throws -> [ArchitectureRule] {
        try ids.map { id in
            guard let rule = rules.first(where: { $0.id == id }) else {
                throw AnalysisError.unknownRule(ruleID: id, path: path)
            }
            return rule
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, let context):
            "\(Self.location(context.codingPath)) has no \"\(key.stringValue)\""
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            "\(Self.location(context.codingPath)) has the wrong type"
        case .dataCorrupted(let context):
            context.codingPath.isEmpty ? "it is not valid JSON" : "\(Self.location(context.codingPath)) is malformed"
        @unknown default:
            "it does not have the expected shape"
        }
    }

    private static func location(_ path: [any CodingKey]) -> String {
        guard !path.isEmpty else { return "the file" }
        return path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }

    /// The file as written: kinds and roles stay strings so that errors can name them.
    private struct RulesFile: Decodable {
        var formatVersion: Int
        var rules: [RuleRecord]
    }

    private struct RuleRecord: Decodable {
        var id: String
        var kind: String
        var appliesTo: String?
        var summary: String?
        var message: String
        var guide: String
        var parameters: [String: [String]]?
    }
}
