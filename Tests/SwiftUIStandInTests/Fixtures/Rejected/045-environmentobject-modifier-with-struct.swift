// Apple: error: Instance method 'environmentObject' requires that 'Settings' conform to 'ObservableObject'
import SwiftUI

struct Settings {
    var isDark = false
}

struct Root: View {
    var body: some View {
        Text("Root").environmentObject(Settings())
    }
}
