import Foundation

/// Text the book screens share. Internal: only this module's views use it.
enum BookFormatting {
    static func byline(for book: Book) -> String {
        "\(book.author) · \(book.year)"
    }

    /// "published 55 years ago", counted from the current calendar year.
    static func age(of book: Book, now: Date = .now) -> String {
        let years = calendar.component(.year, from: now) - book.year
        switch years {
        case ..<1: return "published this year"
        case 1: return "published a year ago"
        default: return "published \(years) years ago"
        }
    }

    private static let calendar = Calendar(identifier: .gregorian)
}
