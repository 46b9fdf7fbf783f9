import SherpaCore

/// What a compiler error is about, as far as sherpa's sentences need to know, read from the
/// diagnostic's identifier (`cannot_find_type_in_scope`), which sherpa asks the compiler to print
/// (`-debug-diagnostic-names`), rather than from the first words of its message.
///
/// One place still reads words: Swift uses a single identifier for every "cannot assign to
/// property" error, and only the message says whether the property is hidden (a getter without a
/// visible setter) or constant (`let`). That check lives in `assignmentReasonIsAccess` below.
package enum CompilerErrorKind: Sendable, Equatable {
    /// A type, function or value that does not exist.
    case notFound
    /// A type or value that lacks the named member.
    case noMember
    /// A member that exists but cannot be read or set from where it is used.
    case hidden
    /// A call whose arguments or labels do not fit any declaration.
    case argumentMismatch
    /// An overloaded call none of whose candidates fit (often SwiftUI API the stand-in lacks).
    case noExactMatch
    /// Anything else, or a diagnostic printed without an identifier.
    case other

    init(_ diagnostic: CompilerDiagnostics.Diagnostic) {
        guard let id = diagnostic.id else {
            self = .other
            return
        }
        if id.hasPrefix("assignment_lhs_is_immutable_") {
            self = Self.assignmentReasonIsAccess(diagnostic.message) ? .hidden : .other
            return
        }
        self = Self.byIdentifier[id] ?? .other
    }

    /// The Swift compiler's identifiers, from its diagnostic definitions, for the errors sherpa
    /// turns into sentences.
    static let byIdentifier: [String: CompilerErrorKind] = {
        var table: [String: CompilerErrorKind] = [:]
        for id in [
            "cannot_find_in_scope", "cannot_find_in_scope_corrected", "cannot_find_type_in_scope",
            "cannot_find_type_in_scope_did_you_mean", "cannot_find_type_in_cast_expression",
        ] { table[id] = .notFound }
        for id in [
            "could_not_find_value_member", "could_not_find_value_member_corrected", "could_not_find_type_member",
            "could_not_find_type_member_corrected", "could_not_find_value_dynamic_member",
            "could_not_find_value_dynamic_member_corrected", "could_not_find_tuple_member", "no_member_of_module",
        ] { table[id] = .noMember }
        for id in ["candidate_inaccessible", "init_candidate_inaccessible"] { table[id] = .hidden }
        for id in [
            "extra_argument_named", "extra_argument_positional", "extra_arguments_in_call", "extra_argument_labels",
            "extra_argument_to_nullary_call", "missing_argument_named", "missing_argument_positional",
            "missing_arguments_in_call", "missing_argument_labels", "wrong_argument_labels",
        ] { table[id] = .argumentMismatch }
        table["no_overloads_match_exactly_in_call"] = .noExactMatch
        return table
    }()

    /// "cannot assign to property: 'user' is a get-only property" or "…: 'user' setter is
    /// inaccessible" are about access; "…: 'user' is a 'let' constant" is not.
    static func assignmentReasonIsAccess(_ message: String) -> Bool {
        message.contains("is a get-only property") || message.contains("setter is inaccessible")
    }
}
