// Apple: error: Generic struct 'EnvironmentObject' requires that 'Settings' conform to 'ObservableObject'
import SwiftUI

struct Settings {
    var isDark = false
}

struct SettingsView: View {
    @EnvironmentObject var settings: Settings
    var body: some View { Text(settings.isDark ? "Dark" : "Light") }
}
