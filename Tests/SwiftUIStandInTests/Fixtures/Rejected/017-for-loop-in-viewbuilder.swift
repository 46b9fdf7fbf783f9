// Apple: error: Closure containing control flow statement cannot be used with result builder 'ViewBuilder'
import SwiftUI

struct Rows: View {
    var body: some View {
        VStack {
            for index in 0..<3 {
                Text("Row \(index)")
            }
        }
    }
}
