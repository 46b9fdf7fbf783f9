import Foundation
import Testing
@testable import Monolith

/// How the answer key judges one job for one member of `BookListView`.
enum Verdict {
    /// The member clearly does this job. A learner who left it out is told where to look, never
    /// which job it is: the audit is theirs to work out.
    case carries
    /// A defensible extra: ticking it or not are both accepted.
    case mayCarry
    /// The member does not do this job; the text tells a learner who ticked it why not.
    case doesNotCarry(String)
}

/// The members of the monolith's `BookListView`, as the audit names them.
let bookListViewMembers = ["searchText", "books", "isLoading", "errorMessage", "matchingBooks", "body", "loadBooks()"]

/// Reduces the small spelling differences a learner may type (`loadBooks`, `$searchText`,
/// `_books`, `IsLoading`, stray spaces) to the names in `bookListViewMembers`; a name that
/// matches no member comes back trimmed but otherwise as written.
func canonicalMemberName(_ written: String) -> String {
    var name = written.trimmingCharacters(in: .whitespacesAndNewlines)
    for prefix in ["self.", "$", "_"] where name.hasPrefix(prefix) {
        name.removeFirst(prefix.count)
    }
    if name.hasSuffix("()") {
        name.removeLast(2)
    }
    let bare = name.lowercased()
    return bookListViewMembers.first { member in
        member.lowercased() == bare || member.lowercased() == bare + "()"
    } ?? written.trimmingCharacters(in: .whitespacesAndNewlines)
}

/// The jobs the audit gives a member, joining every line that names it; nil when no line does.
func auditedJobs(of member: String) -> Set<Job>? {
    let lines = monolithAudit.filter { canonicalMemberName($0.member) == member }
    guard !lines.isEmpty else { return nil }
    return lines.reduce(into: Set<Job>()) { $0.formUnion($1.jobs) }
}

extension Job {
    /// The case as the learner writes it in Audit.swift.
    var spelling: String {
        switch self {
        case .state: ".state"
        case .networking: ".networking"
        case .parsing: ".parsing"
        case .businessLogic: ".businessLogic"
        case .errorHandling: ".errorHandling"
        case .rendering: ".rendering"
        }
    }
}

/// Checks one member's line against its key. Jobs the learner left out are one expectation that
/// says where in the view to look, without naming them; each job ticked wrongly gets its own
/// explanation, since the learner chose it.
func expectAudit(of member: String, look: String, sourceLocation: SourceLocation = #_sourceLocation, _ key: (Job) -> Verdict) throws {
    let jobs = try #require(
        auditedJobs(of: member),
        "the audit has no line for `\(member)`. Add `AuditEntry(\"\(member)\", does: [...])` to `monolithAudit` in Audit.swift.",
        sourceLocation: sourceLocation
    )
    var leftOut = false
    for job in Job.allCases {
        switch key(job) {
        case .carries:
            leftOut = leftOut || !jobs.contains(job)
        case .doesNotCarry(let why):
            #expect(!jobs.contains(job), "\(why) Take `\(job.spelling)` off `\(member)`.", sourceLocation: sourceLocation)
        case .mayCarry:
            continue
        }
    }
    #expect(!leftOut, "your audit of `\(member)` leaves out at least one job it does. \(look)", sourceLocation: sourceLocation)
}

@Suite("Section 1: auditing the monolith")
struct MonolithAuditTests {

    @Suite("The audit covers the whole view")
    struct Coverage {
        // The starter already lists every member with no job: the lines alone are not an audit,
        // so a member counts as listed once its line names a job.
        @Test("The audit lists every member of BookListView with a job", .receipted)
        func everyMemberListed() {
            for member in bookListViewMembers {
                #expect(auditedJobs(of: member) != nil, "the audit has no line for `\(member)`. Every member of `BookListView` needs one, even if you are unsure of its jobs: add `AuditEntry(\"\(member)\", does: [...])`.")
            }
            let jobless = bookListViewMembers.filter { auditedJobs(of: $0)?.isEmpty == true }
            #expect(jobless.isEmpty, "the audit names no job yet for \(jobless.map { "`\($0)`" }.joined(separator: ", ")). Every member of `BookListView` does at least one of the six jobs: put the ones you find in its line's `does: [...]`.")
        }

        @Test("The audit lists only members that BookListView has", .receipted)
        func noInventedMembers() {
            let known = bookListViewMembers.joined(separator: ", ")
            for line in monolithAudit {
                #expect(bookListViewMembers.contains(canonicalMemberName(line.member)), "`\(line.member)` is not a member of `BookListView`. Its members are \(known): check the spelling, or remove that line.")
            }
        }

        @Test("Each member has a single line in the audit", .receipted)
        func noDuplicateLines() {
            for member in bookListViewMembers {
                let count = monolithAudit.filter { canonicalMemberName($0.member) == member }.count
                #expect(count <= 1, "`\(member)` has \(count) lines in the audit. Keep one line per member and put all of its jobs in that line.")
            }
        }
    }

    @Suite("Each member's jobs")
    struct Jobs {
        @Test("The audit of `searchText`", .receipted)
        func searchText() throws {
            try expectAudit(of: "searchText", look: "Find each line of BookListView.swift that reads or writes `searchText`, and ask what it does for the screen between one drawing and the next.") { job in
                switch job {
                case .state: .carries
                case .networking: .doesNotCarry("`searchText` never goes to the server: the search runs over the books already loaded.")
                case .parsing: .doesNotCarry("`searchText` is typed by the person, not decoded from the server's answer.")
                case .businessLogic: .doesNotCarry("`searchText` is only the input to the search; the rule itself (title or author contains the text) is in `matchingBooks`.")
                case .errorHandling: .doesNotCarry("nothing about `searchText` can fail or needs a message.")
                case .rendering: .doesNotCarry("`searchText` is bound to the search field through `$searchText`, but the field is drawn by `.searchable` in `body`.")
                }
            }
        }

        @Test("The audit of `books`", .receipted)
        func books() throws {
            try expectAudit(of: "books", look: "Follow `books` from the line in `loadBooks()` that assigns it to the place in `body` that reads it.") { job in
                switch job {
                case .state: .carries
                case .networking: .doesNotCarry("`books` only holds the list; fetching it is the work of `loadBooks()`.")
                case .parsing: .doesNotCarry("`books` holds values that are already decoded; the decoding happens in `loadBooks()`.")
                case .businessLogic: .doesNotCarry("`books` holds every book just as it arrived; the rule that picks the ones matching the search is in `matchingBooks`.")
                case .errorHandling: .doesNotCarry("`books` has nothing to do with failures: errors are caught in `loadBooks()` and their message is kept in `errorMessage`.")
                case .rendering: .doesNotCarry("`body` reads `books`, but a stored property draws nothing; the drawing happens in `body`.")
                }
            }
        }

        @Test("The audit of `isLoading`", .receipted)
        func isLoading() throws {
            try expectAudit(of: "isLoading", look: "Follow `isLoading` from the two lines of `loadBooks()` that set it to the line of `body` that reads it.") { job in
                switch job {
                case .state: .carries
                case .networking: .doesNotCarry("`isLoading` is a flag about the request, not the request itself: `loadBooks()` sets it and talks to the server.")
                case .parsing: .doesNotCarry("`isLoading` is a Bool the screen keeps; nothing gets decoded there.")
                case .businessLogic: .doesNotCarry("`isLoading` applies no rule to the books; it only records that a load is running.")
                case .errorHandling: .doesNotCarry("`isLoading` says nothing about failures: `loadBooks()` catches errors and `errorMessage` keeps the message.")
                case .rendering: .doesNotCarry("`body` reads `isLoading` to decide on the spinner, but the flag itself draws nothing; deciding and drawing both happen in `body`.")
                }
            }
        }

        @Test("The audit of `errorMessage`", .receipted)
        func errorMessage() throws {
            try expectAudit(of: "errorMessage", look: "Find the lines that give `errorMessage` a value and the line of `body` that reads it.") { job in
                switch job {
                case .state: .carries
                case .networking: .doesNotCarry("`errorMessage` holds words; the request that can fail is made in `loadBooks()`.")
                case .parsing: .doesNotCarry("`errorMessage` holds words; the JSON is decoded in `loadBooks()`.")
                case .businessLogic: .doesNotCarry("`errorMessage` holds a message, not a rule about which books the person sees.")
                // It stores what the error handling produced, so counting it as part of that job is fair.
                case .errorHandling: .mayCarry
                case .rendering: .doesNotCarry("`body` shows `errorMessage` in red, but the property only stores the words; showing them is done in `body`.")
                }
            }
        }

        @Test("The audit of `matchingBooks`", .receipted)
        func matchingBooks() throws {
            try expectAudit(of: "matchingBooks", look: "Read the lines inside `matchingBooks`: what decides whether a book is in its result?") { job in
                switch job {
                // It keeps nothing, but "derived state" is common wording for a computed value like this one.
                case .state: .mayCarry
                case .networking: .doesNotCarry("`matchingBooks` works on books already in memory; it makes no request.")
                case .parsing: .doesNotCarry("`matchingBooks` filters `Book` values that were decoded long before.")
                case .businessLogic: .carries
                case .errorHandling: .doesNotCarry("`matchingBooks` cannot fail and catches nothing.")
                case .rendering: .doesNotCarry("`matchingBooks` decides which books to show, not how they look; `body` draws them.")
                }
            }
        }

        @Test("The audit of `body`", .receipted)
        func body() throws {
            try expectAudit(of: "body", look: "Read what `body` returns, and name what a person sees because of it.") { job in
                switch job {
                case .state: .doesNotCarry("`body` reads the state and hands `$searchText` to the search field, but it keeps nothing itself; the `@State` properties do.")
                case .networking: .doesNotCarry("`body` only starts the load with `.task`; the URL and `URLSession` are in `loadBooks()`.")
                case .parsing: .doesNotCarry("`body` never sees JSON; it draws `Book` values that `loadBooks()` has already decoded.")
                case .businessLogic: .doesNotCarry("`body` chooses between spinner, message and list, which is part of drawing the screen; the rule about which books match is in `matchingBooks`.")
                // Showing the failure to the person is the last step of handling it, so this extra is fair.
                case .errorHandling: .mayCarry
                case .rendering: .carries
                }
            }
        }

        @Test("The audit of `loadBooks()`", .receipted)
        func loadBooks() throws {
            try expectAudit(of: "loadBooks()", look: "Read `loadBooks()` from the URL to the last `catch`, and give each group of lines its own job.") { job in
                switch job {
                // It sets `isLoading`, `books` and `errorMessage`, so managing state is a fair extra.
                case .state: .mayCarry
                case .networking: .carries
                case .parsing: .carries
                case .businessLogic: .doesNotCarry("`loadBooks()` fetches and decodes, but applies no rule of the app to the books; the search rule is in `matchingBooks`.")
                case .errorHandling: .carries
                case .rendering: .doesNotCarry("`loadBooks()` draws nothing; it changes the state, and `body` draws the screen again from it.")
                }
            }
        }
    }
}
