// Apple's Foundation parses predicate strings; Linux's refuses them (no key-value coding). The
// string form views use most is validating text against a regular expression,
// `NSPredicate(format: "SELF MATCHES %@", pattern)`, so that form is understood here. This
// declaration shadows Linux's unavailable one because this module imports Foundation.
#if !canImport(Darwin)
import Foundation

extension NSPredicate {
    public convenience init(format predicateFormat: String, _ args: any CVarArg...) {
        let format = predicateFormat.trimmingCharacters(in: .whitespaces)
        guard let operand = format.range(of: "SELF MATCHES ", options: [.anchored, .caseInsensitive]).map({ format[$0.upperBound...] }) else {
            preconditionFailure("The stand-in understands only predicates of the form \"SELF MATCHES %@\"; \"\(predicateFormat)\" is not one.")
        }
        let pattern: String
        if operand == "%@", let argument = args.first {
            pattern = "\(argument)"
        } else {
            pattern = String(operand.trimmingCharacters(in: CharacterSet(charactersIn: "'\"")))
        }
        // MATCHES compares the whole string, as ICU's `matches` does.
        let regex = try? NSRegularExpression(pattern: "^(?:" + pattern + ")$")
        self.init { object, _ in
            guard let text = object as? String, let regex else { return false }
            return regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
        }
    }
}
#endif
