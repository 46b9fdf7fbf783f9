// Section 1: audit the monolith.
//
// `BookListView` (in BookListView.swift) does everything for its screen. Your job here is
// not to change it but to take stock: for each of its members, say which of the six jobs
// below that member carries. A member can carry one job or several.
// When you are done, run `swift run sherpa check section-1`.

/// The six jobs that the book list screen's code does.
enum Job: CaseIterable {
    /// Remembering values between one drawing of the screen and the next:
    /// the data that came in, whether a load is running, what went wrong, what was typed.
    case state
    /// Talking to the server: building the request's URL, sending it, checking the HTTP answer.
    case networking
    /// Turning the bytes that came back into Swift values (decoding the JSON into `Book`s).
    case parsing
    /// The app's own rules about its data, such as which books match a search.
    case businessLogic
    /// Noticing that something went wrong and turning it into words the person can read.
    case errorHandling
    /// Describing what is on screen: layout, text, the spinner, the list, the search field.
    case rendering
}

/// One line of the audit: a member of `BookListView` and the jobs it carries.
struct AuditEntry {
    let member: String
    let jobs: Set<Job>

    init(_ member: String, does jobs: Set<Job>) {
        self.member = member
        self.jobs = jobs
    }
}

// Key idea: one struct carries all six jobs, and `loadBooks()` alone carries three of them.
let monolithAudit: [AuditEntry] = [
    AuditEntry("searchText", does: [.state]),
    AuditEntry("books", does: [.state]),
    AuditEntry("isLoading", does: [.state]),
    AuditEntry("errorMessage", does: [.state]),
    AuditEntry("matchingBooks", does: [.businessLogic]),
    AuditEntry("body", does: [.rendering]),
    AuditEntry("loadBooks()", does: [.networking, .parsing, .errorHandling]),
]
