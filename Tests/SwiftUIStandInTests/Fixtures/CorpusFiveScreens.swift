import Foundation
import SwiftUI

// Screens written the way corpus 5's public apps write them (docs/standin-corpus5/), in our words.

/// A profile row that tells VoiceOver more on request, refreshes when the app comes back, and
/// paints with UIKit's colours and CoreGraphics' constructors.
struct MemberRow: View {
    let name: String
    let age: Int
    @State private var refreshes = 0
    static let joined = Date(timeIntervalSince1970: 0)
    static let dayFormat: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy"
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter
    }()

    var body: some View {
        HStack {
            RoundedRectangle(cornerSize: CGSizeMake(8, 8))
                .fill(Color(uiColor: .magenta))
                .frame(width: 24, height: 24)
            Text(name)
            Text("Back \(refreshes) times")
            Text("Joined \(Self.joined, formatter: Self.dayFormat)")
        }
        .accessibilityElement(children: .combine)
        .accessibilityCustomContent("Age", "\(age)", importance: .high)
        .accessibilityCustomContent(AccessibilityCustomContentKey("Role"), Text("Captain"))
        .onReceive(NotificationCenter.default.publisher(for: UIApplication.willEnterForegroundNotification)) { _ in
            refreshes += 1
        }
    }
}

/// A credit line read from Markdown, as an app keeps its small print in one string.
struct CreditLine: View {
    static let credit = (try? AttributedString(markdown: "Data by **Pokédex** — see [more](https://example.org/dex)")) ?? ""

    var body: some View {
        Text(Self.credit)
    }
}

/// An inbox header whose strings are kept as `LocalizedStringResource`s, as an app shares them
/// with its App Intents, beside the string literals that still make keys.
struct InboxHeader: View {
    enum Folder: String, CaseIterable {
        case inbox, archive

        var title: LocalizedStringResource {
            switch self {
            case .inbox: "Inbox"
            case .archive: LocalizedStringResource("folder.archive", defaultValue: "Archive", comment: "A folder of old mail")
            }
        }
    }

    let owner: PersonNameComponents
    let unread: Int
    @State private var folder = Folder.inbox
    @State private var cleared = false

    var body: some View {
        VStack {
            Text("Mail for \(owner, format: .name(style: .short))")
            Text(folder.title)
            Text(LocalizedStringResource("\(unread) unread, \(Date(timeIntervalSince1970: 0), format: .dateTime.year())"))
            Picker(folder.title, selection: $folder) {
                ForEach(Folder.allCases, id: \.self) { Text($0.title).tag($0) }
            }
            Button(LocalizedStringResource("Mark all read"), role: .destructive) { cleared = true }
            Button("Compose") {}
            Label(cleared ? "Cleared" : "Has unread", systemImage: "envelope")
        }
        .accessibilityHint(LocalizedStringResource("Lists the folder's mail"))
    }
}

/// A contact card that bolds the family name and the distance, found by the attributes Foundation's
/// attributed name and measurement styles put on their runs, beside a plain measurement.
struct ContactDistanceCard: View {
    let name: PersonNameComponents
    let distance = Measurement(value: 200, unit: UnitLength.kilometers)

    var styledName: AttributedString {
        var styled = name.formatted(.name(style: .long).attributed)
        styled.replaceAttributes(AttributeContainer.personNameComponent(.familyName), with: AttributeContainer.font(.headline))
        return styled
    }

    var styledDistance: AttributedString {
        var styled = distance.formatted(.measurement(width: .wide).attributed)
        styled.replaceAttributes(AttributeContainer.measurement(.value), with: AttributeContainer.font(.title))
        return styled
    }

    var body: some View {
        VStack {
            Text(styledName)
            Text(styledDistance)
            Text(distance, format: .measurement(width: .narrow))
        }
    }
}
