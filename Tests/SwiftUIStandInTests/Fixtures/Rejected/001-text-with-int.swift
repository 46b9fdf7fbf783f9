// Apple: error: Initializer 'init(_:)' requires that 'Int' conform to 'StringProtocol'
import SwiftUI

struct Score: View {
    let points = 42
    var body: some View {
        Text(points)
    }
}
