import Foundation

/// A place where the learner's code breaks an architecture rule.
package struct ArchitectureFinding: Sendable, Codable, Equatable {
    package var ruleID: String
    /// The rule's teaching message with this finding's names filled in.
    package var message: String
    /// The guide pointer of the rule.
    package var guide: String
    /// The display path of the file, as given in `SourceFile.path`.
    package var path: String
    /// 1-based line of the offending declaration or first offending use.
    package var line: Int

    package init(ruleID: String, message: String, guide: String, path: String, line: Int) {
        self.ruleID = ruleID
        self.message = message
        self.guide = guide
        self.path = path
        self.line = line
    }
}
