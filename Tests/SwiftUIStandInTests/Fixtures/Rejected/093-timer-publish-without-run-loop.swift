// Apple: error: Missing arguments for parameters 'on', 'in' in call
import SwiftUI

struct Countdown: View {
    let timer = Timer.publish(every: 1).autoconnect()
    var body: some View {
        Text("Tick")
            .onReceive(timer) { _ in }
    }
}
