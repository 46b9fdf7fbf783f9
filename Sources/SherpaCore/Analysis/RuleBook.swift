import Foundation

/// All rules of the route: the decoded `sherpa/rules.json`.
package struct RuleBook: Sendable, Equatable {
    /// The only format this build reads.
    static let supportedFormatVersion = 1

    package var rules: [ArchitectureRule]
    /// Where the rules came from, for error messages.
    package var path: String

    init(rules: [ArchitectureRule], path: String = "sherpa/rules.json") {
        self.rules = rules
        self.path = path
    }

    /// Reads and validates a rules file.
    package static func load(from url: URL) throws -> RuleBook {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw AnalysisError.unreadableRules(path: url.path, reason: "the file could not be opened")
        }
        return try decode(data, path: url.path)
    }

    /// Decodes and validates the JSON of a rules file; `path` only names it in errors.
    static func decode(_ data: Data, path: String) throws -> RuleBook {
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
    package func rules(ids: [String]) throws -> [ArchitectureRule] {
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
