// Apple: error: Missing argument for parameter #1 in call
import SwiftUI

struct ThemeCommands: Commands {
    var body: some Commands {
        CommandMenu {
            Button("Dark") {}
        }
    }
}
