/// A rotor VoiceOver already has (headings, links…), which a view can fill with its own entries.
public struct AccessibilitySystemRotor: Sendable {
    let name: String

    public static var boldText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "boldText") }
    public static var headings: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "headings") }
    public static var images: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "images") }
    public static var italicText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "italicText") }
    public static var landmarks: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "landmarks") }
    public static var links: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "links") }
    public static var lists: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "lists") }
    public static var misspelledWords: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "misspelledWords") }
    public static var tables: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "tables") }
    public static var textFields: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "textFields") }
    public static var underlineText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "underlineText") }

    public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor {
        AccessibilitySystemRotor(name: "headings\(level.rawValue)")
    }

    public static func links(visited: Bool) -> AccessibilitySystemRotor {
        AccessibilitySystemRotor(name: visited ? "visitedLinks" : "unvisitedLinks")
    }
}
