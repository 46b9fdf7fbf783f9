import Foundation

/// What can go wrong while loading architecture rules or the files they check.
enum AnalysisError: LocalizedError, Equatable {
    /// The rules file is missing or is not JSON of the expected shape.
    case unreadableRules(path: String, reason: String)
    /// The rules file was written for a format this build does not read.
    case unsupportedRulesFormat(path: String, found: Int)
    /// A rule names a kind of check that sherpa does not implement.
    case unknownRuleKind(ruleID: String, kind: String, path: String)
    /// Two rules in the file share one id.
    case duplicateRule(ruleID: String, path: String)
    /// A rule lacks a parameter its kind needs, such as the names a view must not use.
    case missingParameter(ruleID: String, parameter: String, path: String)
    /// A section's catalog entry lists a rule id that the rules file does not define.
    case unknownRule(ruleID: String, path: String)
    /// A Swift file to analyse could not be read.
    case unreadableSource(path: String, reason: String)

    var errorDescription: String? {
        switch self {
        case .unreadableRules(let path, let reason):
            "The architecture rules in \(path) could not be read: \(reason)."
        case .unsupportedRulesFormat(let path, let found):
            "The architecture rules in \(path) have format version \(found), but this sherpa reads version \(RuleBook.supportedFormatVersion)."
        case .unknownRuleKind(let ruleID, let kind, let path):
            "Rule \(ruleID) in \(path) has kind \"\(kind)\", which sherpa does not know; use one of \(ArchitectureRule.Kind.allCases.map(\.rawValue).joined(separator: ", "))."
        case .duplicateRule(let ruleID, let path):
            "Rule id \(ruleID) appears more than once in \(path); every rule needs its own id."
        case .missingParameter(let ruleID, let parameter, let path):
            "Rule \(ruleID) in \(path) needs a \"\(parameter)\" parameter and has none."
        case .unknownRule(let ruleID, let path):
            "The catalog asks for architecture rule \(ruleID), but \(path) does not define it."
        case .unreadableSource(let path, let reason):
            "The Swift file \(path) could not be read for analysis: \(reason)."
        }
    }
}
