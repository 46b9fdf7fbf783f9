// Apple: error: Cannot convert value of type 'LocalizedStringResource' to expected argument type 'LocalizedStringKey'
import SwiftUI

// A resource carries its own table: `Text` takes a table name only beside a `LocalizedStringKey`.
struct SettingsTitle: View {
    let title: LocalizedStringResource = "Settings"

    var body: some View {
        Text(title, tableName: "Settings")
    }
}
