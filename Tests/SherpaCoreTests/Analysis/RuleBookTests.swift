import Foundation
import Testing
@testable import SherpaCore
import SherpaTestSupport

extension AnalysisTests {
    @Suite("Rule book")
    struct RuleBookTests {
        private func decode(_ json: String) throws -> RuleBook {
            try RuleBook.decode(Data(json.utf8), path: "fixtures/rules.json")
        }

        @Test("the repository's rules file loads and holds the route's rules")
        func repositoryRules() throws {
            let ids = try AnalysisFixtures.ruleBook().rules.map(\.id)
            #expect(ids == [
                "view-model-imports-no-ui", "view-has-no-networking", "view-model-has-no-networking",
                "view-model-state-private-set", "view-model-depends-on-protocol",
                "view-model-repository-is-private", "feature-repository-stays-in-module",
                "view-owns-view-model-with-state", "one-model-per-file",
            ])
        }

        @Test("every rule in the repository has a kebab-case id, a summary, a message and a guide page that exists")
        func repositoryRulesAreComplete() throws {
            for rule in try AnalysisFixtures.ruleBook().rules {
                #expect(rule.id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(rule.id) is not kebab-case")
                #expect(!rule.summary.isEmpty, "\(rule.id) has no summary")
                #expect(rule.message.count > 80, "\(rule.id) needs a message that explains why")
                let page = String(rule.guide.split(separator: "#")[0])
                let exists = FileManager.default.fileExists(atPath: AnalysisFixtures.repositoryRoot.appendingPathComponent(page).path)
                #expect(exists, "\(rule.id) points at \(page), which does not exist")
            }
        }

        @Test("rules are returned in the order the catalog asks for them")
        func rulesByID() throws {
            let rules = try AnalysisFixtures.ruleBook().rules(ids: ["one-model-per-file", "view-has-no-networking"])
            #expect(rules.map(\.id) == ["one-model-per-file", "view-has-no-networking"])
        }

        @Test("asking for a rule that does not exist names the rule and the file")
        func unknownRule() throws {
            let book = try decode(#"{"formatVersion": 1, "rules": []}"#)
            #expect(throws: AnalysisError.unknownRule(ruleID: "no-such-rule", path: "fixtures/rules.json")) {
                try book.rules(ids: ["no-such-rule"])
            }
        }

        @Test("an unknown rule kind is rejected with the kinds that exist")
        func unknownKind() throws {
            let json = #"{"formatVersion": 1, "rules": [{"id": "x", "kind": "vibes", "message": "m", "guide": "g"}]}"#
            #expect(throws: AnalysisError.unknownRuleKind(ruleID: "x", kind: "vibes", path: "fixtures/rules.json")) {
                try decode(json)
            }
            let message = AnalysisError.unknownRuleKind(ruleID: "x", kind: "vibes", path: "fixtures/rules.json").errorDescription ?? ""
            #expect(message.contains("forbiddenNames"))
        }

        @Test("two rules with one id are rejected")
        func duplicateIDs() throws {
            let rule = #"{"id": "same", "kind": "oneModelPerFile", "message": "m", "guide": "g"}"#
            #expect(throws: AnalysisError.duplicateRule(ruleID: "same", path: "fixtures/rules.json")) {
                try decode(#"{"formatVersion": 1, "rules": [\#(rule), \#(rule)]}"#)
            }
        }

        @Test("a forbidden-names rule without names is rejected")
        func missingNames() throws {
            let json = #"{"formatVersion": 1, "rules": [{"id": "n", "kind": "forbiddenNames", "appliesTo": "view", "message": "m", "guide": "g"}]}"#
            #expect(throws: AnalysisError.missingParameter(ruleID: "n", parameter: "names", path: "fixtures/rules.json")) {
                try decode(json)
            }
        }

        @Test("a forbidden-imports rule must say which role it applies to")
        func missingRole() throws {
            let json = #"{"formatVersion": 1, "rules": [{"id": "i", "kind": "forbiddenImports", "message": "m", "guide": "g", "parameters": {"modules": ["UIKit"]}}]}"#
            #expect(throws: AnalysisError.missingParameter(ruleID: "i", parameter: "appliesTo", path: "fixtures/rules.json")) {
                try decode(json)
            }
        }

        @Test("another format version is rejected")
        func formatVersion() throws {
            #expect(throws: AnalysisError.unsupportedRulesFormat(path: "fixtures/rules.json", found: 2)) {
                try decode(#"{"formatVersion": 2, "rules": []}"#)
            }
        }

        @Test("a rule without a message is reported with where it sits in the file")
        func missingField() throws {
            let json = #"{"formatVersion": 1, "rules": [{"id": "m", "kind": "oneModelPerFile", "guide": "g"}]}"#
            #expect(throws: AnalysisError.unreadableRules(path: "fixtures/rules.json", reason: "rules.[0] has no \"message\"")) {
                try decode(json)
            }
        }

        @Test("text that is not JSON is reported as such")
        func notJSON() throws {
            #expect(throws: AnalysisError.unreadableRules(path: "fixtures/rules.json", reason: "it is not valid JSON")) {
                try decode("rules: yes")
            }
        }

        @Test("a missing rules file is reported with its path")
        func missingFile() throws {
            let url = URL(fileURLWithPath: "/nonexistent/sherpa/rules.json")
            #expect(throws: AnalysisError.unreadableRules(path: url.path, reason: "the file could not be opened")) {
                try RuleBook.load(from: url)
            }
        }

        @Test("every error message is a whole sentence that names the file")
        func errorMessages() {
            let errors: [AnalysisError] = [
                .unreadableRules(path: "r.json", reason: "it is not valid JSON"),
                .unsupportedRulesFormat(path: "r.json", found: 3),
                .unknownRuleKind(ruleID: "a", kind: "b", path: "r.json"),
                .duplicateRule(ruleID: "a", path: "r.json"),
                .missingParameter(ruleID: "a", parameter: "names", path: "r.json"),
                .unknownRule(ruleID: "a", path: "r.json"),
                .unreadableSource(path: "r.json", reason: "it is missing"),
            ]
            for error in errors {
                let message = error.errorDescription ?? ""
                #expect(message.contains("r.json"), "\(error) does not name the file")
                #expect(message.hasSuffix("."), "\(error) is not a whole sentence")
            }
        }

        @Test("a message's placeholders are filled and unknown ones are left alone")
        func rendering() {
            let rule = ArchitectureRule(id: "r", kind: .oneModelPerFile, message: "{file} has {types}; {unknown}", guide: "g")
            #expect(rule.render(["file": "A.swift", "types": "`A`"]) == "A.swift has `A`; {unknown}")
        }
    }
}
