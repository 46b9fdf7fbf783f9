// Apple: error: Static method 'buildExpression' requires that 'Text' conform to 'Commands'
import SwiftUI

struct ThemeCommands: Commands {
    var body: some Commands {
        Text("Theme")
    }
}
