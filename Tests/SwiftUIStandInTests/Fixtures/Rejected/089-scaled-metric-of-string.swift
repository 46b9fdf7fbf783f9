// Apple: error: Generic struct 'ScaledMetric' requires that 'String' conform to 'BinaryFloatingPoint'
import SwiftUI

struct Sized: View {
    @ScaledMetric private var size = "20"
    var body: some View { Text("Sized") }
}
